import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export interface LegalSection {
  heading: string;
  body: string;
}

/** Terms and Privacy: numbered sections, readable signed in or out. */
export function LegalPage({ title, updated, sections }: { title: string; updated: string; sections: LegalSection[] }) {
  return (
    <Stack maw={820} mx="auto" py="md" gap="md">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" size="sm">
        Last updated {updated}
      </Text>
      <Card withBorder radius="md" p="lg">
        <Stack gap="lg">
          {sections.map((section, i) => (
            <section key={section.heading}>
              <Title order={2} fz="lg" mb={6}>
                {i + 1}. {section.heading}
              </Title>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {section.body}
              </Text>
            </section>
          ))}
        </Stack>
      </Card>
      <Anchor component={Link} to="/" size="sm">
        Back to the app
      </Anchor>
    </Stack>
  );
}
