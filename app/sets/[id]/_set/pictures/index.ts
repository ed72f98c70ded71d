/** The picture service (app/README.md "The picture service"). */
export type { PictureKey, PictureVariant } from "./picture-key";
export type { ImageUrls, LayerPicture, Picture, StackReading, StackXrayReading } from "./pictures";
export { LayeredStack } from "./layered-stack";
export { Pictures } from "./pictures";
export { SetPictures } from "./set-pictures";
export { picturesOf, usePictures, useSetImages } from "./use-pictures";
