import { Button, Checkbox, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import {
  ADMIN_SCOPES,
  accessTokenSchema,
  CASE_SCOPES,
  SCOPE_NEEDS,
  TOKEN_SCOPE_LABELS,
  TOKEN_SCOPES,
  type TokenScope,
} from '@union/rules/tokens';
import type { AccessTokenInput } from '@/gql/graphql';
import { zodValidate } from '@/lib/zodForm';

/** A scope that needs another: checking it checks that one too, which then cannot be unchecked while it is. */

const EXPIRY_OPTIONS = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
];
const NO_EXPIRY = { value: 'never', label: 'No expiry' };

interface Values {
  name: string;
  scopes: TokenScope[];
  expiresInDays: string;
}

const toInput = (values: Values): AccessTokenInput => ({
  name: values.name.trim(),
  scopes: values.scopes,
  expiresInDays: values.expiresInDays === NO_EXPIRY.value ? null : Number(values.expiresInDays),
});

const validateRules = zodValidate(accessTokenSchema);

/** The scopes after one box changed, in the rules' order, with what a checked scope needs added. */
export function toggleScope(scopes: readonly TokenScope[], scope: TokenScope, checked: boolean): TokenScope[] {
  const next = new Set(scopes);
  if (checked) {
    next.add(scope);
    const needed = SCOPE_NEEDS[scope];
    if (needed) next.add(needed);
  } else if (!scopes.some((other) => SCOPE_NEEDS[other] === scope)) {
    next.delete(scope);
  }
  return TOKEN_SCOPES.filter((s) => next.has(s));
}

interface Props {
  isAdmin: boolean;
  /** A steward or officer: the case scopes are offered. */
  worksCases?: boolean;
  /** Focus the name field when shown (back from the token just created). */
  focusOnMount?: boolean;
  saving: boolean;
  /** Resolves with per-field messages when the server refused, nothing when the token was created. */
  onSubmit: (input: AccessTokenInput) => Promise<Record<string, string> | undefined>;
}

export function CreateTokenForm({ isAdmin, worksCases = isAdmin, focusOnMount = false, saving, onSubmit }: Props) {
  const nameRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusOnMount) nameRef.current?.focus();
  }, [focusOnMount]);
  const form = useForm<Values>({
    initialValues: { name: '', scopes: ['read'], expiresInDays: '30' },
    validate: (values) => validateRules(toInput(values)),
  });
  const shownScopes = TOKEN_SCOPES.filter(
    (scope) => (isAdmin || !ADMIN_SCOPES.includes(scope)) && (worksCases || !CASE_SCOPES.includes(scope)),
  );
  const scopes = form.values.scopes;

  const changeScopes = (next: string[]) => {
    const added = next.find((scope) => !scopes.includes(scope as TokenScope));
    const removed = scopes.find((scope) => !next.includes(scope));
    if (added) form.setFieldValue('scopes', toggleScope(scopes, added as TokenScope, true));
    else if (removed) form.setFieldValue('scopes', toggleScope(scopes, removed, false));
  };

  const submit = form.onSubmit(async (values) => {
    const errors = await onSubmit(toInput(values));
    if (errors) form.setErrors(errors);
    else form.reset();
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Create token">
      <Stack gap="md">
        <TextInput
          ref={nameRef}
          label="Name"
          required
          description="What it is for, such as the script that uses it"
          {...form.getInputProps('name')}
        />
        <Checkbox.Group label="Scopes" required error={form.errors.scopes} value={scopes} onChange={changeScopes}>
          <Stack gap="xs" mt={6}>
            {shownScopes.map((scope) => {
              const neededBy = scopes.find((other) => SCOPE_NEEDS[other] === scope);
              return (
                <Checkbox
                  key={scope}
                  value={scope}
                  size="md"
                  label={TOKEN_SCOPE_LABELS[scope]}
                  description={neededBy ? `Included with “${TOKEN_SCOPE_LABELS[neededBy]}”` : undefined}
                  disabled={neededBy !== undefined}
                />
              );
            })}
          </Stack>
        </Checkbox.Group>
        <NativeSelect
          label="Expiry"
          data={isAdmin ? [...EXPIRY_OPTIONS, NO_EXPIRY] : EXPIRY_OPTIONS}
          {...form.getInputProps('expiresInDays')}
        />
        <Button type="submit" loading={saving} loaderProps={{ type: 'dots' }} style={{ alignSelf: 'flex-start' }}>
          Create token
        </Button>
      </Stack>
    </form>
  );
}
