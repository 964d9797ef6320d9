export { loadSharp } from "./load-sharp";
export { mediaRoutes } from "./media.routes";
export { finishPhotos } from "./photo-finishing";
export { assertAcceptedPhoto, decodePhoto, photoTooLarge, processPhoto, readableOr400 } from "./photo-pipeline";
export { registerUnclaimedUploadSweep, sweepUnclaimed, type UnclaimedUploads } from "./unclaimed-uploads";
export { PHOTO_UPLOAD_PATH, photoBodyLimit, uploadRoutes } from "./uploads.routes";
export { photoSchema, photoUploadSchema } from "./uploads.schemas";
export { savePhoto, toPhotoDto } from "./uploads.service";
