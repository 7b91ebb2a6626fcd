import { Anchor, Blockquote, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export interface RepresentationScriptData {
  basis: string;
  words: string;
  steps: ReadonlyArray<string>;
}

interface Props {
  script: RepresentationScriptData;
  /** The heading level of 'The words to say' and 'Then' (3 in the wizard, 4 inside a chat answer). */
  order?: 3 | 4;
}

/**
 * What to say and do when called into a meeting that could lead to discipline, as the server gives it for this local
 * (its labour-law regime and the agreement's confirmed provision): the same words in the meeting wizard, on the home
 * page and in the contract assistant. The steward directory is one tap away.
 */
export function RepresentationGuidance({ script, order = 3 }: Props) {
  return (
    <Stack gap="sm" data-testid="representation-guidance">
      <Text size="sm">{script.basis}</Text>
      <div>
        <Title order={order} fz="md" mb={4}>
          The words to say
        </Title>
        <Blockquote color="union" p="sm" fz="sm" data-testid="words-to-say">
          {script.words}
        </Blockquote>
      </div>
      <div>
        <Title order={order} fz="md" mb={4}>
          Then
        </Title>
        <List type="ordered" size="sm" spacing={4}>
          {script.steps.map((step) => (
            <List.Item key={step}>{step}</List.Item>
          ))}
        </List>
      </div>
      <Text size="sm">
        <Anchor component={Link} to="/shop-stewards" target="_blank" underline="always">
          Find a steward now (opens the directory in a new tab)
        </Anchor>
      </Text>
    </Stack>
  );
}
