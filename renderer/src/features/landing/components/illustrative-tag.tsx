import { Badge } from '@/components/ui/badge';

/**
 * The inline qualifier for the institutional face's static claims (docs/product.md "Real data,
 * honest labels"): shown next to each group of figures or badges, not only in the footer.
 */
export const ILLUSTRATIVE_SENTENCE = 'Sample figures for a demo, not a registered firm’s data.';

export function IllustrativeTag() {
  return (
    <Badge variant="info" data-testid="illustrative-tag">
      Illustrative
    </Badge>
  );
}
