import { Card, Carousel, Image } from 'antd';

/** 'Fotos (n)': one photo at a time, swipeable on phones; a tap opens it full screen. */
export function TicketPhotos({ urls }: { urls: readonly string[] }) {
  return (
    <Card
      variant="borderless"
      className="ticket-panel ticket-detail__photos"
      title={`Fotos (${urls.length})`}
    >
      <Image.PreviewGroup>
        <Carousel arrows={urls.length > 1} dots={urls.length > 1} infinite={false} draggable>
          {urls.map((url, index) => (
            <div key={url} className="ticket-slide">
              <Image
                src={url}
                alt={`Foto ${index + 1} de ${urls.length}`}
                className="ticket-slide__image"
              />
            </div>
          ))}
        </Carousel>
      </Image.PreviewGroup>
    </Card>
  );
}
