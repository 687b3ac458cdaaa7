import type { AudioRef, DocumentRef, ImageRef, VideoRef } from '../types.ts';

export type MediaKind = 'image' | 'video' | 'audio' | 'document';
type MediaRef = ImageRef | VideoRef | AudioRef | DocumentRef;

/** The wire shape of platform media. */
export interface MediaObject {
  id?: string;
  url?: string;
  height?: number;
  width?: number;
  altText?: string;
  filename?: string;
  thumbnail?: MediaObject;
  /** Newer video objects carry their posters here instead of `thumbnail`... */
  posters?: MediaObject[];
  /** ... or on each resolution (reviews). */
  resolutions?: { poster?: MediaObject }[];
}

const MEDIA_HOST: Record<MediaKind, string> = {
  image: 'https://static.wixstatic.com/media/',
  video: 'https://video.wixstatic.com/video/',
  audio: 'https://static.wixstatic.com/mp3/',
  document: 'https://static.wixstatic.com/ugd/',
};

function fragment(params: Record<string, string | number | undefined>): string {
  const parts = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`);
  return parts.length > 0 ? `#${parts.join('&')}` : '';
}

/** A media object to its `wix:<kind>://v1/<id>/<filename>#...` reference; values without an id keep their URL. */
export function mediaRefFromObject(kind: MediaKind, value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const m = value as MediaObject;
  if (!m.id) return m.url ?? value;
  const name = encodeURIComponent(m.filename ?? m.altText ?? m.id);
  const base = `wix:${kind}://v1/${m.id}/${name}`;
  if (kind === 'image') return `${base}${fragment({ originWidth: m.width, originHeight: m.height })}`;
  if (kind === 'video') {
    const poster = m.thumbnail ?? m.posters?.[0] ?? m.resolutions?.find((r) => r.poster)?.poster;
    return `${base}${fragment({ posterUri: poster?.id ?? poster?.url, posterWidth: poster?.width, posterHeight: poster?.height })}`;
  }
  return base;
}

/** Wire media objects to references, one function per kind (the converters generated decoders call). */
export const decodeImage = (value: unknown): unknown => mediaRefFromObject('image', value);
export const decodeVideo = (value: unknown): unknown => mediaRefFromObject('video', value);
export const decodeAudio = (value: unknown): unknown => mediaRefFromObject('audio', value);
export const decodeDocument = (value: unknown): unknown => mediaRefFromObject('document', value);

export interface ParsedMediaRef {
  kind: MediaKind;
  id: string;
  filename: string;
  width?: number;
  height?: number;
  posterUri?: string;
  posterWidth?: number;
  posterHeight?: number;
}

const REF = /^wix:(image|video|audio|document):\/\/v1\/([^/#]+)(?:\/([^#]*))?(?:#(.*))?$/;

/** Reads a media reference; `undefined` when the string is not one. */
export function parseMediaRef(ref: string): ParsedMediaRef | undefined {
  const m = REF.exec(ref);
  if (!m) return undefined;
  const params = new URLSearchParams(m[4] ?? '');
  const num = (k: string) => (params.has(k) ? Number(params.get(k)) : undefined);
  return {
    kind: m[1] as MediaKind,
    id: m[2]!,
    filename: decodeURIComponent(m[3] ?? ''),
    width: num('originWidth'),
    height: num('originHeight'),
    posterUri: params.get('posterUri') ?? undefined,
    posterWidth: num('posterWidth'),
    posterHeight: num('posterHeight'),
  };
}

/** The URL a media reference points at. */
export function mediaUrl(ref: MediaRef | string): string {
  const parsed = parseMediaRef(ref);
  if (!parsed) return ref;
  return `${MEDIA_HOST[parsed.kind]}${parsed.id}`;
}

/**
 * A media reference (or URL) back to the wire object, as the platform's SDK sends it: an image is its id and size,
 * plus `filename`, `altText` (the file name) and `url` (the reference itself) when the reference names a file; a video
 * is its id and its poster as `thumbnail`; audio and documents their id and file name. Anything else goes as `{ url }`.
 */
export function mediaObjectFromRef(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const parsed = parseMediaRef(value);
  if (!parsed) return { url: value };
  const { kind, id, filename } = parsed;
  const out: MediaObject = { id };
  if (kind === 'image') {
    if (parsed.height !== undefined) out.height = parsed.height;
    if (parsed.width !== undefined) out.width = parsed.width;
    if (filename) Object.assign(out, { altText: filename, filename, url: value });
  } else if (kind === 'video') {
    if (parsed.posterUri) {
      const thumbnail: MediaObject = { id: parsed.posterUri };
      if (parsed.posterHeight !== undefined) thumbnail.height = parsed.posterHeight;
      if (parsed.posterWidth !== undefined) thumbnail.width = parsed.posterWidth;
      out.thumbnail = thumbnail;
    }
  } else if (filename) {
    out.filename = filename;
  }
  return out;
}
