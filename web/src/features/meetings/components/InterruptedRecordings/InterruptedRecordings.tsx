import { useApolloClient } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ChunkBackend } from '../../lib/chunkStore';
import { InterruptedMeetingsDocument } from '../../api/interrupted.graphql';
import type { Interrupted } from './InterruptedRecordingOffer';

// The offer (its card, the discard confirmation's modal and their code) loads only when there is something to offer:
// on almost every visit there is nothing, and the signed-in shell does not pay for it.
const InterruptedRecordingOffer = lazy(() => import('./InterruptedRecordingOffer').then((m) => ({ default: m.InterruptedRecordingOffer })));

/**
 * Finds recordings a closed tab or a lost connection interrupted: chunks left in this browser's IndexedDB, or a
 * meeting the server still has as 'recording'. Offers to resume uploading them and finish them.
 */
export function InterruptedRecordings({ store }: { store: ChunkBackend }) {
  const client = useApolloClient();
  const [found, setFound] = useState<Interrupted[]>([]);

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const local = await store.recordings().catch(() => []);
      // Not written to the cache: these partial meetings would replace the Meetings list's audio there.
      const server = await client
        .query({ query: InterruptedMeetingsDocument, fetchPolicy: 'no-cache' })
        .then((r) => r.data?.meetings ?? null)
        .catch(() => null);
      const recordingOnServer = new Set((server ?? []).filter((m) => m.status === 'recording').map((m) => m.id));
      const byId = new Map<string, Interrupted>();
      for (const r of local) {
        // The server answered and no longer records it (closed, or deleted): nothing is left to resume.
        if (server && !recordingOnServer.has(r.meetingId)) {
          await store.deleteRecording(r.meetingId).catch(() => {});
          continue;
        }
        // Every chunk may already be on the server (the tab closed between two chunks): then nothing is on the device.
        const left = await store.chunks(r.meetingId).catch(() => []);
        byId.set(r.meetingId, {
          meetingId: r.meetingId,
          startedAt: r.startedAt,
          durationSeconds: r.durationSeconds,
          local: left.length > 0,
        });
      }
      for (const m of server ?? []) {
        if (m.status === 'recording' && !byId.has(m.id)) {
          byId.set(m.id, { meetingId: m.id, startedAt: m.startedAt, durationSeconds: m.audio?.durationSeconds ?? null, local: false });
        }
      }
      const resumable = [...byId.values()];
      if (!cancelled) setFound(resumable);
    })();
    return () => {
      cancelled = true;
    };
  }, [store, client]);

  if (found.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <InterruptedRecordingOffer
        key={found[0].meetingId}
        recording={found[0]}
        store={store}
        onDone={() => setFound((list) => list.slice(1))}
      />
    </Suspense>
  );
}
