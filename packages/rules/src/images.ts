import { z } from 'zod';
import { optionalText } from './text.js';

// The rules of the images a record owns (a journal entry's photos, a grievance's evidence, a meeting's images),
// shared by the server and the web (no server imports here).

/** The longest caption an image may have, in characters; a longer one is refused, never cut. */
export const IMAGE_CAPTION_MAX = 500;
export const IMAGE_CAPTION_TOO_LONG_MESSAGE = `Caption must be at most ${IMAGE_CAPTION_MAX} characters`;

/** An image caption: optional, at most 500 characters; blank clears it. */
export const imageCaptionSchema = z.object({ caption: optionalText(IMAGE_CAPTION_MAX, IMAGE_CAPTION_TOO_LONG_MESSAGE) });
