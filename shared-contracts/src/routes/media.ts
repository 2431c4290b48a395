import { Type } from '@sinclair/typebox';
import { defineRoute } from '../http/route.js';
import { Id, IdParams, shape } from '../schemas/common.js';
import { Media, MediaInput, UploadedImage, Workshop } from '../schemas/media.js';

/** Whose videos: an event (e), an organization (o) or a dancer (u). */
export const MediaQuery = shape({ e: Type.Optional(Id), o: Type.Optional(Id), u: Type.Optional(Id) });

export const mediaRoutes = {
  list: defineRoute({
    name: 'media.list',
    method: 'GET',
    path: '/media',
    summary: 'Videos of an event, organization or dancer',
    access: 'public',
    query: MediaQuery,
    response: Type.Array(Media),
  }),
  save: defineRoute({
    name: 'media.save',
    method: 'POST',
    path: '/media',
    summary: 'Add a video, or rename one when id is given; answers the owner’s list',
    access: 'signedIn',
    body: MediaInput,
    response: Type.Array(Media),
  }),
  remove: defineRoute({
    name: 'media.remove',
    method: 'DELETE',
    path: '/media/:id',
    summary: 'Remove a video; answers the owner’s list',
    access: 'signedIn',
    params: IdParams,
    response: Type.Array(Media),
  }),
};

export const imageRoutes = {
  /** multipart/form-data with the field `file` (png or jpeg, at most 10,000,000 bytes): no JSON body. */
  upload: defineRoute({
    name: 'images.upload',
    method: 'POST',
    path: '/images',
    summary: 'Upload a png or jpeg (multipart field `file`); answers the image id',
    access: 'signedIn',
    response: UploadedImage,
  }),
};

export const workshopRoutes = {
  list: defineRoute({
    name: 'workshops.list',
    method: 'GET',
    path: '/workshops',
    summary: "Workshops for Home's 'Coming soon' section, with instructor cards",
    access: 'public',
    response: Type.Array(Workshop),
  }),
};
