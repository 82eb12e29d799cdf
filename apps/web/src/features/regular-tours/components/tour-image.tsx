import { Group, Image, type ImageProps } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A tour's picture, or a neutral "No image" box when it has none or it fails to load (a moved or
 * mistyped address): never the browser's broken-image box.
 */
export function TourImage({ src, ...props }: { src: string | null | undefined } & ImageProps) {
  const { t } = useTranslation('regular-tours');
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) {
    return (
      <Group
        justify="center"
        bg="gray.1"
        c="dimmed"
        h="100%"
        mih={120}
        role="img"
        aria-label={t('catalogue.noImage')}
        data-testid="tour-image-placeholder"
      >
        <IconPhotoOff aria-hidden />
      </Group>
    );
  }
  return <Image src={src} alt="" {...props} onError={() => setFailedSrc(src)} />;
}
