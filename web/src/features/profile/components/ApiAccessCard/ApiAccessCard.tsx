import { Alert, Anchor, Card, Divider, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import type { AccessTokenInput } from '@/gql/graphql';
import { errorCode, errorMessage, fieldErrors } from '@/lib/errors';
import { type AccessTokenRow, useAccessTokens, useCreateAccessToken, useRevokeAccessToken } from '../../api/useAccessTokens';
import { CreateTokenForm } from '../CreateTokenForm/CreateTokenForm';
import { NewTokenNotice } from '../NewTokenNotice/NewTokenNotice';
import { TokenList } from '../TokenList/TokenList';

const FORM_FIELDS = ['name', 'scopes', 'expiresInDays'];

/** Personal access tokens for the member's own tools and scripts: create (shown once), list, revoke. */
export function ApiAccessCard({ isAdmin, worksCases = isAdmin }: { isAdmin: boolean; worksCases?: boolean }) {
  const { data, loading, error } = useAccessTokens();
  const [create, created] = useCreateAccessToken();
  const [revoke, revoking] = useRevokeAccessToken();
  const [toRevoke, setToRevoke] = useState<AccessTokenRow | null>(null);
  // After Done the notice (and its focused button) is gone: focus goes back to the form's first field.
  const [returning, setReturning] = useState(false);
  const shown = created.data?.createAccessToken;

  const submit = async (input: AccessTokenInput) => {
    try {
      await create({ variables: { input } });
      return undefined;
    } catch (e) {
      const fields = errorCode(e) === 'BAD_USER_INPUT' ? fieldErrors(e) : {};
      if (!FORM_FIELDS.some((field) => fields[field])) {
        notifications.show({ color: 'red', title: 'Token not created', message: errorMessage(e, 'Please try again.') });
      }
      return fields;
    }
  };

  const confirmRevoke = async () => {
    if (!toRevoke) return;
    try {
      await revoke({ variables: { id: toRevoke.id } });
      notifications.show({ color: 'green', title: 'Token revoked', message: `“${toRevoke.name}” no longer works.` });
    } catch (e) {
      notifications.show({ color: 'red', title: 'Token not revoked', message: errorMessage(e, 'Please try again.') });
    }
    setToRevoke(null);
  };

  const tokens = data?.accessTokens ?? [];
  return (
    <Card withBorder radius="md" p="lg" component="section" aria-labelledby="api-access-title">
      <Title order={2} fz="lg" mb="xs" id="api-access-title">
        API Access
      </Title>
      <Text size="sm" mb="md">
        Access tokens let your own tools and scripts use the union app&apos;s API as you. Try queries in the{' '}
        <Anchor href="/graphql" underline="always">
          GraphQL explorer
        </Anchor>
        , and read the{' '}
        <Anchor href="/api/docs" underline="always">
          API guide
        </Anchor>{' '}
        for the REST reference.
      </Text>
      <Stack gap="lg">
        {shown ? (
          <NewTokenNotice
            name={shown.accessToken.name}
            token={shown.token}
            onDone={() => {
              created.reset();
              setReturning(true);
            }}
          />
        ) : (
          <CreateTokenForm isAdmin={isAdmin} worksCases={worksCases} focusOnMount={returning} saving={created.loading} onSubmit={submit} />
        )}
        <Divider />
        <Stack gap="sm">
          <Title order={3} fz="md">
            Your tokens
          </Title>
          {loading && !data ? (
            <Stack gap="sm" aria-busy="true" aria-label="Loading tokens">
              <Skeleton h={88} radius="md" />
              <Skeleton h={88} radius="md" />
            </Stack>
          ) : error && !data ? (
            <Alert color="red" title="Error">
              Unable to load your tokens. Please try again.
            </Alert>
          ) : (
            <TokenList tokens={tokens} onRevoke={setToRevoke} />
          )}
        </Stack>
      </Stack>
      <ConfirmDialog
        opened={toRevoke !== null}
        title="Revoke token?"
        confirmLabel="Revoke"
        loading={revoking.loading}
        onConfirm={confirmRevoke}
        onClose={() => setToRevoke(null)}
      >
        <b>{toRevoke?.name}</b>
        <br />
        Scripts using it stop working at once.
      </ConfirmDialog>
    </Card>
  );
}
