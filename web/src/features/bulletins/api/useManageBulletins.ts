import { useMutation, useQuery } from '@apollo/client/react';
import { evictRootFields } from '@/lib/apollo';
import { AdminBulletinsDocument, CreateBulletinDocument, DeleteBulletinDocument, UpdateBulletinDocument } from './manageBulletins.graphql';

const afterBulletinWrite = { update: evictRootFields('bulletins', 'adminOverview') };

export const useAdminBulletins = () => useQuery(AdminBulletinsDocument, { fetchPolicy: 'cache-and-network' });
export const useCreateBulletin = () => useMutation(CreateBulletinDocument, afterBulletinWrite);
export const useUpdateBulletin = () => useMutation(UpdateBulletinDocument, afterBulletinWrite);
export const useDeleteBulletin = () => useMutation(DeleteBulletinDocument, afterBulletinWrite);
