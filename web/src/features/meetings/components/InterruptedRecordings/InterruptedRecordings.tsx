import { type ComponentProps, lazy, Suspense, useEffect, useState } from 'react';
import { InterruptedMeetingsDocument } from '@/gql/signed-out/graphql';
import { request } from '@/lib/sessionClient';
import type { ChunkBackend } from '../../lib/chunkStore';
import type { Interrupted } from './InterruptedRecordingOffer';

// The offer (its card, the discard confirmation's modal and their code) loads only when there is something to offer:
// on almost every visit there is nothing, and the signed-in shell does not pay for it.
// It finishes the recording through the member's Apollo Client, made with it.
const InterruptedRecordingOffer = lazy(() =>
  Promise.all([import('./InterruptedRecordingOffer'), import('@/lib/memberApollo')]).then(
    ([{ InterruptedRecordingOffer: Offer }, { WithMemberApollo }]) => ({
      default: (props: ComponentProps<typeof Offer>) => (
        <WithMemberApollo>
          <Offer {...props} />
        </WithMemberApollo>
      ),
    }),
  ),
);

const SEARCH_DELAY_MS = 1000;

/**
 * Finds recordings a closed tab or a lost connection interrupted: chunks left in this browser's IndexedDB, or a
 * recording the server still has open. Offers to resume uploading them and finish them, one recording at a time.
 */
export function InterruptedRecordings({ store, searchAfterMs = SEARCH_DELAY_MS }: { store: ChunkBackend; searchAfterMs?: number }) {
  const [found, setFound] = useState<Interrupted[]>([]);

  useEffect(() => {
    let cancelled = false;
    const search = async () => {
      const local = await store.recordings().catch(() => []);
      // A plain fetch (the shell's first screen runs without Apollo Client), so nothing of it reaches the client's
      // cache either: these partial meetings would replace the Meetings list's recordings there.
      const server = await request(InterruptedMeetingsDocument)
        .then((data) => data?.meetings ?? null)
        .catch(() => null);
      const openOnServer = new Map(
        (server ?? []).flatMap((m) =>
          m.recordings.filter((r) => r.status === 'recording').map((r) => [r.id, { meetingId: m.id, ...r }] as const),
        ),
      );
      const byId = new Map<string, Interrupted>();
      for (const r of local) {
        // The server answered and no longer records it (closed, or deleted): nothing is left to resume.
        if (server && !openOnServer.has(r.recordingId)) {
          await store.deleteRecording(r.recordingId).catch(() => {});
          continue;
        }
        // Every chunk may already be on the server (the tab closed between two chunks): then nothing is on the device.
        const left = await store.chunks(r.recordingId).catch(() => []);
        byId.set(r.recordingId, {
          meetingId: r.meetingId,
          recordingId: r.recordingId,
          startedAt: r.startedAt,
          durationSeconds: r.durationSeconds,
          local: left.length > 0,
        });
      }
      for (const [recordingId, r] of openOnServer) {
        if (!byId.has(recordingId)) {
          byId.set(recordingId, {
            meetingId: r.meetingId,
            recordingId,
            startedAt: r.startedAt,
            durationSeconds: r.audio?.durationSeconds ?? null,
            local: false,
          });
        }
      }
      const resumable = [...byId.values()];
      if (!cancelled) setFound(resumable);
    };
    // Asked a second after the shell appears, not with it: the offer is not what a member opened the app for, and on a
    // phone's network its request shared the bandwidth with the first screen's own (in Lighthouse's trace it was
    // still in flight when the home's announcements painted, and the largest paint waited for it).
    const timer = setTimeout(() => void search(), searchAfterMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [store, searchAfterMs]);

  if (found.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <InterruptedRecordingOffer
        key={found[0].recordingId}
        recording={found[0]}
        store={store}
        onDone={() => setFound((list) => list.slice(1))}
      />
    </Suspense>
  );
}
