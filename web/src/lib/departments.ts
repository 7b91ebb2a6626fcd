import { useQuery } from '@apollo/client/react';
import { DepartmentsDocument } from './departments.graphql';

const NONE: string[] = [];

/** The steward directory's departments, A to Z (none while loading or when they cannot be read: the choices are a help). */
export function useDepartments(): string[] {
  const { data } = useQuery(DepartmentsDocument, { fetchPolicy: 'cache-first' });
  return data?.departments ?? NONE;
}
