import { ClosingCta } from './closing-cta';
import { FeatureHighlights } from './feature-highlights';
import { Hero } from './hero';

export function LandingPage() {
  return (
    <>
      <Hero />
      <FeatureHighlights />
      <ClosingCta />
    </>
  );
}
