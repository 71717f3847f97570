import { useMutation, useQuery } from '@apollo/client/react';
import { toast } from 'sonner';
import type { CollectionFieldsFragment, CollectionInput } from '../../../gql/graphql';
import {
  CollectionsQuery,
  ConfirmHeroshotMutation,
  CreateCollectionMutation,
  DeleteCollectionMutation,
  HeroshotUploadUrlMutation,
  RemoveCollectionLogoMutation,
  RemoveHeroshotMutation,
  SetCollectionSharingMutation,
  UpdateCollectionMutation,
} from '../graphql/collections';
import { putHeroshot, uploadCollectionLogo } from '../api/collectionFiles';
import { heroshotExtension } from '../model/collectionFiles';

/** The server's own words when it gave any (spec 001 section 8), else the spec's title. */
const failed = (title: string) => (error: unknown) => {
  toast.error(title, { description: error instanceof Error && error.message ? error.message : undefined });
  throw error;
};

/** The owner's collections and every change to them; each change refetches the list. */
export function useCollections() {
  const { data, loading, error, refetch } = useQuery(CollectionsQuery, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const refetchQueries = [CollectionsQuery];
  const [create] = useMutation(CreateCollectionMutation, { refetchQueries });
  const [update] = useMutation(UpdateCollectionMutation, { refetchQueries });
  const [remove] = useMutation(DeleteCollectionMutation, { refetchQueries });
  const [removeLogo] = useMutation(RemoveCollectionLogoMutation, { refetchQueries });
  const [uploadUrl] = useMutation(HeroshotUploadUrlMutation);
  const [confirm] = useMutation(ConfirmHeroshotMutation, { refetchQueries });
  const [removeHeroshot] = useMutation(RemoveHeroshotMutation, { refetchQueries });
  const [share] = useMutation(SetCollectionSharingMutation, { refetchQueries });

  return {
    collections: (data?.collections ?? []) as readonly CollectionFieldsFragment[],
    loading: !data && loading,
    error: !data && error ? error.message : null,
    retry: () => void refetch().catch(() => undefined),
    create: (input: CollectionInput) =>
      create({ variables: { input } }).then((result) => result.data!.createCollection, failed('Failed to create collection')),
    update: (id: string, input: CollectionInput) =>
      update({ variables: { id, input } }).then((result) => result.data!.updateCollection, failed('Failed to update collection')),
    remove: (id: string) => remove({ variables: { id } }).then(() => undefined, failed('Failed to delete collection')),
    uploadLogo: (id: string, file: File) => uploadCollectionLogo(id, file).then(() => void refetch(), failed('Upload failed')),
    removeLogo: (id: string) => removeLogo({ variables: { id } }).then(() => undefined, failed('Remove failed')),
    /** Spec 001: request an upload URL, upload to storage, confirm. */
    uploadHeroshot: async (id: string, file: File) => {
      const ext = heroshotExtension(file) ?? 'mp4';
      const target = await uploadUrl({ variables: { id, ext } }).then(
        (result) => result.data!.collectionHeroshotUploadUrl,
        failed('Failed to get upload URL'),
      );
      await putHeroshot(target.uploadUrl, target.contentType, file).catch(failed('Failed to upload video to storage'));
      return confirm({ variables: { id, filePath: target.filePath } }).then(
        (result) => result.data!.confirmCollectionHeroshot,
        failed('Failed to confirm upload'),
      );
    },
    removeHeroshot: (id: string) =>
      removeHeroshot({ variables: { id } }).then(() => undefined, failed('Failed to remove heroshot video')),
    /** The Share dialog words its own failure (spec 001 section 8). */
    setPublic: (id: string, public_enabled: boolean) =>
      share({ variables: { id, public_enabled } }).then((result) => result.data!.setCollectionSharing.public_enabled),
  };
}

export type CollectionsApi = ReturnType<typeof useCollections>;
