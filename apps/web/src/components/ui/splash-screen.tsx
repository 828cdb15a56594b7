import { BrandMark } from './brand-logo';

/** Full-screen brand splash; plain CSS so it can show before any antd code has loaded. */
export function SplashScreen({ label = 'Cargando Jarvis' }: { label?: string }) {
  return (
    <div className="splash" role="status" aria-live="polite">
      <div className="splash__mark">
        <BrandMark size={64} />
      </div>
      <div className="splash__spinner" aria-hidden="true" />
      <span className="splash__label">{label}</span>
    </div>
  );
}
