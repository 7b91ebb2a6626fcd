import { useMutation, useQuery } from '@apollo/client/react';
import type { AdminBulletinFieldsFragment } from '@/gql/graphql';
import { evictRootFields } from '@/lib/apollo';
import { AdminBulletinsDocument, CreateBulletinDocument, DeleteBulletinDocument, UpdateBulletinDocument } from './manageBulletins.graphql';

export type AdminBulletin = AdminBulletinFieldsFragment;

const afterBulletinWrite = { update: evictRootFields('bulletins', 'adminOverview') };

export const useAdminBulletins = () => useQuery(AdminBulletinsDocument, { fetchPolicy: 'cache-and-network' });
export const useCreateBulletin = () => useMutation(CreateBulletinDocument, afterBulletinWrite);
export const useUpdateBulletin = () => useMutation(UpdateBulletinDocument, afterBulletinWrite);
export const useDeleteBulletin = () => useMutation(DeleteBulletinDocument, afterBulletinWrite);
