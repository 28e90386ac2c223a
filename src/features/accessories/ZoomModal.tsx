// The accessory image zoom, in its own chunk: fetched when the browser is idle
// or on the first zoom.
import Modal from 'react-bootstrap/Modal';
import '../../styles/modal.scss';
import type { Accessory } from '../../firebase/types';
import { formatRupiah } from '../../lib/currency';
import { ACCESSORY_PLACEHOLDER } from './accessories';
import { ShareButton } from '../../ui/ShareButton';
import { useImageSrc } from '../../ui/useImageSrc';

export default function ZoomModal({
  item,
  show,
  onHide,
  onExited,
}: {
  item: Accessory;
  show: boolean;
  onHide: () => void;
  onExited: () => void;
}) {
  const src = useImageSrc(item.gambar, ACCESSORY_PLACEHOLDER);
  return (
    <Modal
      show={show}
      onHide={onHide}
      onExited={onExited}
      centered
      className="accessory-zoom-modal"
      restoreFocus={false}
      aria-labelledby="zoom-title"
    >
      <Modal.Header closeButton closeLabel="Tutup">
        <Modal.Title id="zoom-title" as="h2" className="h5">
          {item.nama}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body className="text-center">
        <img src={src} alt={item.nama} width={640} height={640} className="img-fluid accessory-zoom-img" />
        <p className="mt-2 mb-0 text-body-secondary">
          {[item.merk, formatRupiah(item.harga)].filter(Boolean).join(' · ')}
        </p>
      </Modal.Body>
      <Modal.Footer>
        <ShareButton
          title={item.nama}
          text={`${item.nama} ${formatRupiah(item.harga)} di ONE GADGET Bali`}
          className="btn btn-outline-secondary w-100"
        />
      </Modal.Footer>
    </Modal>
  );
}
