import { ActionIcon, Button, Card, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPhotoPlus, IconTrash } from '@tabler/icons-react';
import { imageFileProblem } from '@union/rules/journal';
import { useState } from 'react';
import { MAX_WIZARD_IMAGES } from '../../lib/messages';
import type { WizardImage } from '../../lib/wizardState';

interface Props {
  images: WizardImage[];
  onAdd: (images: WizardImage[]) => void;
  onRemove: (key: string) => void;
  onCaption: (key: string, caption: string) => void;
}

let nextKey = 0;

/**
 * Checks chosen files (type, size, at most 5 in the wizard) and keeps the acceptable
 * ones; returns the messages for the others, shown inline in red.
 */
export function acceptImages(files: File[], already: number): { accepted: WizardImage[]; problems: string[] } {
  const accepted: WizardImage[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const problem = imageFileProblem(file, already + accepted.length, MAX_WIZARD_IMAGES);
    if (problem) problems.push(problem === `Maximum ${MAX_WIZARD_IMAGES} images allowed` ? problem : `${file.name}: ${problem}`);
    else accepted.push({ key: `img-${nextKey++}`, file, caption: '' });
  }
  return { accepted, problems: [...new Set(problems)] };
}

/** Step 3: up to 5 supporting images. */
export function EvidenceStep({ images, onAdd, onRemove, onCaption }: Props) {
  const [problems, setProblems] = useState<string[]>([]);
  const choose = (files: File[]) => {
    const { accepted, problems: found } = acceptImages(files, images.length);
    setProblems(found);
    if (accepted.length) onAdd(accepted);
  };
  return (
    <Stack gap="md">
      <Text size="sm">
        Add up to {MAX_WIZARD_IMAGES} photos that support what happened (JPEG, PNG or WebP, under 10MB each). This step is optional.
      </Text>
      <Group>
        <FileButton onChange={choose} accept="image/jpeg,image/png,image/webp" multiple>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconPhotoPlus size={16} aria-hidden />}
              disabled={images.length >= MAX_WIZARD_IMAGES}
            >
              Add Images
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          {images.length}/{MAX_WIZARD_IMAGES}
        </Text>
      </Group>
      {problems.length > 0 && (
        <Stack gap={2} role="alert">
          {problems.map((p) => (
            <Text key={p} size="sm" c="var(--mantine-color-error)" className="inline-error">
              {p}
            </Text>
          ))}
        </Stack>
      )}
      {images.length >= MAX_WIZARD_IMAGES && problems.length === 0 && (
        <Text size="sm" c="var(--mantine-color-error)">
          Maximum {MAX_WIZARD_IMAGES} images allowed
        </Text>
      )}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Chosen images">
        {images.map((img) => (
          <Card component="li" key={img.key} withBorder radius="sm" p="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-end">
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {img.file.name}{' '}
                  <Text span size="xs" c="dimmed" fw={400}>
                    ({Math.round(img.file.size / 1024)} KB)
                  </Text>
                </Text>
                <TextInput
                  size="xs"
                  label={`Caption for ${img.file.name}`}
                  placeholder="Optional"
                  value={img.caption}
                  maxLength={500}
                  onChange={(e) => onCaption(img.key, e.currentTarget.value)}
                />
              </Stack>
              <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Remove ${img.file.name}`} onClick={() => onRemove(img.key)}>
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
