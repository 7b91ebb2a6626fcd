import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowsDiff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { differingFields, ENTRY_FIELD_LABELS, type EntryFields, fieldText } from '../../lib/entryFields';

/**
 * Shown in the Edit Incident Journal panel when a save was refused because the entry was changed in another window
 * or on another device. Auto-save waits for the member's choice, so neither text is lost before it is made.
 */
export function ConflictNotice({
  mine,
  other,
  onKeepMine,
  onUseOther,
}: {
  mine: EntryFields;
  other: EntryFields;
  onKeepMine: () => void;
  onUseOther: () => void;
}) {
  const fields = differingFields(mine, other);
  const ref = useRef<HTMLDivElement>(null);
  // The member may be typing far below; the notice comes into view once, when it appears.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, []);

  return (
    <Alert
      ref={ref}
      color="orange"
      variant="light"
      icon={<IconArrowsDiff size={18} />}
      title="Changed in another window or device"
      // Orange text on the light orange background is too faint to read; the title keeps the body's colour.
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Stack gap="xs">
        <Text size="sm">
          This entry was changed in another window or on another device while you were editing it. Auto-save is paused, and what you typed
          is still in the form: choose which version to keep.
        </Text>
        {fields.length === 0 ? (
          <Text size="sm">The other version now reads the same as yours.</Text>
        ) : (
          fields.map((field) => (
            <Stack key={field} gap={2}>
              <Text size="sm" fw={600}>
                {ENTRY_FIELD_LABELS[field]} in the other version
              </Text>
              <Paper
                withBorder
                p="xs"
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxHeight: '12rem', overflowY: 'auto' }}
                // A long text scrolls here: focusable so a keyboard can scroll it too.
                role="group"
                tabIndex={0}
                aria-label={`${ENTRY_FIELD_LABELS[field]} in the other version`}
              >
                <Text size="sm">{fieldText(other, field)}</Text>
              </Paper>
            </Stack>
          ))
        )}
        <Group gap="xs">
          <Button size="xs" onClick={onKeepMine}>
            Keep my version
          </Button>
          <Button size="xs" variant="default" onClick={onUseOther}>
            Use the other version
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
