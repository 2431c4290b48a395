// Platform.upload's code, a chunk of its own: only editors and sign-up's avatar upload images, so
// no page carries it in its first scripts; it loads on the first upload (create-platform.ts).
export { uploadImage } from '@cypher/contracts';
