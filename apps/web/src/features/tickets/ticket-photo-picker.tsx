import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button, Typography } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import {
  IMAGE_MIME_TYPES,
  MAX_IMAGES_PER_TICKET,
  TICKET_MESSAGES,
} from '@jarvis/contracts/tickets';

export type TicketPhoto = { file: File; url: string };

const isAllowedType = (file: File) => (IMAGE_MIME_TYPES as readonly string[]).includes(file.type);

/**
 * The photos chosen for a new ticket, each with its preview URL. URLs are revoked when a photo is
 * removed and when the page goes away, so a long session does not keep the images in memory.
 */
export function useTicketPhotos() {
  const [photos, setPhotos] = useState<TicketPhoto[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const liveUrls = useRef(new Set<string>());

  useEffect(() => {
    const urls = liveUrls.current;
    return () => {
      urls.forEach((url) => URL.revokeObjectURL(url));
      urls.clear();
    };
  }, []);

  const add = (files: readonly File[]) => {
    const allowed = files.filter(isAllowedType);
    const room = MAX_IMAGES_PER_TICKET - photos.length;
    const taken = allowed.slice(0, Math.max(room, 0));
    if (allowed.length < files.length) setProblem(TICKET_MESSAGES.imageType);
    else if (taken.length < allowed.length)
      setProblem(TICKET_MESSAGES.tooManyImages(MAX_IMAGES_PER_TICKET));
    else setProblem(null);
    if (taken.length === 0) return;
    const added = taken.map((file) => ({ file, url: URL.createObjectURL(file) }));
    added.forEach((photo) => liveUrls.current.add(photo.url));
    setPhotos([...photos, ...added]);
  };

  const remove = (index: number) => {
    const photo = photos[index];
    if (photo) {
      URL.revokeObjectURL(photo.url);
      liveUrls.current.delete(photo.url);
    }
    setPhotos(photos.filter((_, i) => i !== index));
    setProblem(null);
  };

  return { photos, problem, add, remove };
}

type TicketPhotoPickerProps = ReturnType<typeof useTicketPhotos> & { disabled?: boolean };

/**
 * 'Agregar fotos' opens the device's picker: without `capture`, phones offer the camera or the
 * gallery. Tapping a thumbnail removes it.
 */
export function TicketPhotoPicker({
  photos,
  problem,
  add,
  remove,
  disabled,
}: TicketPhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const isFull = photos.length >= MAX_IMAGES_PER_TICKET;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    add(Array.from(event.target.files ?? []));
    // Lets the same file be chosen again after removing it.
    event.target.value = '';
  };

  return (
    <div className="ticket-photo-picker">
      <div className="ticket-photo-picker__bar">
        <Button
          icon={<CameraOutlined aria-hidden />}
          onClick={() => input.current?.click()}
          disabled={disabled || isFull}
        >
          Agregar fotos
        </Button>
        <Typography.Text type="secondary">
          {photos.length} de {MAX_IMAGES_PER_TICKET} · gif, jpeg o png
        </Typography.Text>
        <input
          ref={input}
          type="file"
          multiple
          accept={IMAGE_MIME_TYPES.join(',')}
          aria-label="Fotos del ticket"
          // Inline: the UI kit's reset styles file inputs over the `hidden` attribute.
          style={{ display: 'none' }}
          onChange={choose}
        />
      </div>
      {problem && (
        <Typography.Text type="danger" role="alert" className="ticket-photo-picker__problem">
          {problem}
        </Typography.Text>
      )}
      {photos.length > 0 && (
        <>
          <ul className="ticket-thumbs">
            {photos.map((photo, index) => (
              <li key={photo.url}>
                <button
                  type="button"
                  className="ticket-thumb"
                  aria-label={`Quitar foto ${index + 1}`}
                  disabled={disabled}
                  onClick={() => remove(index)}
                >
                  <img src={photo.url} alt="" width={90} height={60} />
                </button>
              </li>
            ))}
          </ul>
          <Typography.Text type="secondary" className="ticket-photo-picker__hint">
            Toque una foto para quitarla
          </Typography.Text>
        </>
      )}
    </div>
  );
}
