import { FlaskConical } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/**
 * On a subscription found only in the sample data (source 'demo'), so it is never mistaken for the
 * user's own (docs/product.md "Your data").
 */
export function SampleDataBadge() {
  return (
    <Badge variant="demo" title="Found in the sample bank history, not in your own transactions" data-testid="sample-data-badge">
      <FlaskConical aria-hidden="true" className="size-3" />
      Sample data
    </Badge>
  );
}
