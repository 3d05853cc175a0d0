import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isApiError } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** The stored presentation: when it was uploaded and its original file name. */
export interface PresentationMetaData {
  createdAt: string;
  /** The spec's fileName; the server names it originalname. */
  fileName: string;
}

interface RawMeta {
  createdAt?: string;
  originalname?: string;
  fileName?: string;
}

/** The presentation's meta data, or null when the lecture has none (404). */
export async function getPresentationMeta(
  courseId: number,
  lectureNum: number,
): Promise<PresentationMetaData | null> {
  try {
    const { data } = await api.get<RawMeta | null>(
      `/course/${courseId}/lecture/${lectureNum}/presentation/meta`,
    );
    if (!data || typeof data !== 'object') return null;
    const fileName = data.fileName ?? data.originalname;
    return fileName ? { fileName, createdAt: data.createdAt ?? '' } : null;
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export const getPresentationMetaQueryOptions = (courseId: number, lectureNum: number) =>
  queryOptions({
    queryKey: queryKeys.presentationMeta(courseId, lectureNum),
    queryFn: () => getPresentationMeta(courseId, lectureNum),
  });

export const usePresentationMeta = (
  courseId: number | undefined,
  lectureNum: number | undefined,
  enabled = true,
) =>
  useQuery({
    ...getPresentationMetaQueryOptions(courseId ?? 0, lectureNum ?? 0),
    enabled: enabled && courseId !== undefined && lectureNum !== undefined,
  });
