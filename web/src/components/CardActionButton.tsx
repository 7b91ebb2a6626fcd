import { Button, type MantineColor } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

interface CardActionButtonProps {
  label: string;
  /** What the action is about, for screen readers: "Delete Overtime sign-up". */
  subject: string;
  icon: Icon;
  color?: MantineColor;
  onClick: () => void;
}

/** The small action buttons on the admin cards (Edit, Delete, Remove, Deactivate...). */
export function CardActionButton({ label, subject, icon: IconComponent, color, onClick }: CardActionButtonProps) {
  return (
    <Button
      size="xs"
      variant={color ? 'light' : 'default'}
      color={color}
      leftSection={<IconComponent size={14} />}
      onClick={onClick}
      aria-label={`${label} ${subject}`}
    >
      {label}
    </Button>
  );
}
