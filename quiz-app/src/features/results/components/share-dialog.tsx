import styled from 'styled-components';
import { Button, focusRing, visuallyHidden } from '@edna/ui-kit';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@edna/ui-kit/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@edna/ui-kit/tabs';
import type { EntrepreneurType } from '@edna/shared-contracts/rules';
import { track } from '../../../shared/track';
import { shareText, socialShareLinks, type SocialNetwork } from '../model/share-links';
import { CopyField } from './copy-field';

interface ShareDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  type: EntrepreneurType;
  shareUrl: string;
  imageUrl: string;
  /** What the badge shows beyond the type (the five-type mix), for its text alternative. */
  imageDetail?: string;
  /** Where focus goes when the dialog closes: the Share button, which is disabled (so unfocused) while the badge is made. */
  returnFocusTo?: () => HTMLElement | null;
}

const NETWORKS: { id: SocialNetwork; label: string; event: 'shared_to_facebook' | 'shared_to_twitter' | 'shared_to_linkedin' }[] = [
  { id: 'facebook', label: 'Facebook', event: 'shared_to_facebook' },
  { id: 'twitter', label: 'Twitter', event: 'shared_to_twitter' },
  { id: 'linkedin', label: 'LinkedIn', event: 'shared_to_linkedin' },
];

/** 'Share Your Entrepreneurial Type': the badge with a download, then Social Media and Copy Link tabs. */
export function ShareDialog({ open, onOpenChange, type, shareUrl, imageUrl, imageDetail, returnFocusTo }: ShareDialogProps) {
  const links = socialShareLinks(shareUrl, type);
  const fileName = `entrepreneurial-dna-${type.toLowerCase().replace(/\s+/g, '-')}.png`;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        maxWidth="40rem"
        onCloseAutoFocus={(event) => {
          const target = returnFocusTo?.();
          if (!target) return;
          event.preventDefault();
          target.focus();
        }}
      >
        <DialogTitle>Share Your Entrepreneurial Type</DialogTitle>
        <DialogDescription>{shareText(type)} Share your badge with your network.</DialogDescription>
        <Badge src={imageUrl} width={1200} height={630} alt={`Entrepreneurial DNA badge: ${shareText(type)}${imageDetail ? ` ${imageDetail}` : ''}`} />
        <DownloadRow>
          <Button as="a" href={imageUrl} download={fileName} variant="outline" onClick={() => void track('download_badge', { type })}>
            Download Badge
          </Button>
        </DownloadRow>
        <Tabs defaultValue="social">
          <TabsList aria-label="Ways to share">
            <TabsTrigger value="social">Social Media</TabsTrigger>
            <TabsTrigger value="link">Copy Link</TabsTrigger>
          </TabsList>
          <TabsContent value="social">
            <SocialList>
              {NETWORKS.map((network) => (
                <li key={network.id}>
                  <SocialLink
                    href={links[network.id]}
                    target="_blank"
                    rel="noopener noreferrer"
                    onClick={() => {
                      void track(network.event, { type });
                      void track('results_shared', { type });
                    }}
                  >
                    Share on {network.label}
                    <NewTab> (opens in a new tab)</NewTab>
                  </SocialLink>
                </li>
              ))}
            </SocialList>
          </TabsContent>
          <TabsContent value="link">
            <CopyField label="Share link" value={shareUrl} onCopied={() => void track('link_copied', { category: type })} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

const Badge = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const DownloadRow = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: 0.75rem 0 1rem;
`;

const SocialList = styled.ul`
  display: grid;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const SocialLink = styled.a`
  display: flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0.5rem 1rem;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  ${focusRing}
`;

const NewTab = styled.span`
  ${visuallyHidden}
`;
