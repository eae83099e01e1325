import { Image } from '@mantine/core';
import { useRotatingIndex } from '../hooks/use-rotating-index';

export type RotatingImageItem = {
  src: string;
  alt: string;
};

type RotatingImageProps = {
  images: readonly RotatingImageItem[];
  intervalMs: number;
  width: number;
  height: number;
};

export function RotatingImage({ images, intervalMs, width, height }: RotatingImageProps) {
  const index = useRotatingIndex(images.length, intervalMs);
  const image = images[index] ?? images[0];
  if (!image) return null;
  return <Image src={image.src} alt={image.alt} w={width} h={height} fit="contain" />;
}
