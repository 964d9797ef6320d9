export { loadSharp } from "./load-sharp";
export { mediaRoutes } from "./media.routes";
export { finishPhotos } from "./photo-finishing";
export { assertAcceptedPhoto, decodePhoto, photoTooLarge, readableOr400 } from "./photo-pipeline";
export { registerUnclaimedUploadSweep } from "./unclaimed-uploads";
export { PHOTO_UPLOAD_PATH, uploadRoutes } from "./uploads.routes";
export { photoSchema } from "./uploads.schemas";
export { savePhoto, toPhotoDto } from "./uploads.service";
