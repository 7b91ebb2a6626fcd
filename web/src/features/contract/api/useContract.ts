import { useMutation, useQuery } from '@apollo/client/react';
import { AskContractDocument, ContractOutlineDocument } from './contract.graphql';

export function useAskContract() {
  const [mutate, state] = useMutation(AskContractDocument);
  const ask = async (question: string) => {
    const { data } = await mutate({ variables: { question } });
    if (!data) throw new Error('No answer');
    return data.askContract;
  };
  return [ask, state] as const;
}

export function useContractOutline() {
  const { data, loading, error, refetch } = useQuery(ContractOutlineDocument, { fetchPolicy: 'cache-and-network' });
  return { documents: data?.contractOutline ?? [], loading: loading && !data, error, refetch };
}
