import { Badge, Group } from '@mantine/core';
import { BULLETIN_TYPE_LABELS, isDraft, isExpired, isScheduled } from '@union/rules/bulletinDisplay';
import type { BulletinType } from '@union/rules/constants';

const TYPE_COLORS: Record<BulletinType, string> = {
  urgent: 'red',
  training: 'teal',
  test_scores: 'grape',
  general: 'union',
};

export interface BadgeBulletin {
  type: string;
  isPublic: boolean;
  isActive?: boolean;
  publishedAt?: string | null;
  expiresAt?: string | null;
}

/** Type, Private, and the state a reader must notice: Draft (no publish date), Scheduled, Expired, Inactive. */
export function BulletinBadges({ bulletin, showActive = false }: { bulletin: BadgeBulletin; showActive?: boolean }) {
  const type = bulletin.type as BulletinType;
  return (
    <Group gap={6} wrap="wrap" style={{ flexShrink: 0 }}>
      <Badge color={TYPE_COLORS[type] ?? 'gray'} variant="light">
        {BULLETIN_TYPE_LABELS[type] ?? bulletin.type}
      </Badge>
      {!bulletin.isPublic && (
        <Badge color="gray" variant="outline">
          Private
        </Badge>
      )}
      {isDraft(bulletin) && (
        <Badge color="yellow" variant="light">
          Draft
        </Badge>
      )}
      {isScheduled(bulletin) && (
        <Badge color="cyan" variant="light">
          Scheduled
        </Badge>
      )}
      {isExpired(bulletin) && (
        // White on gray 6 is 3.3:1; on gray 7, 8:1.
        <Badge color="gray.7" variant="filled">
          Expired
        </Badge>
      )}
      {showActive && bulletin.isActive === false && (
        <Badge color="red" variant="outline">
          Inactive
        </Badge>
      )}
    </Group>
  );
}
