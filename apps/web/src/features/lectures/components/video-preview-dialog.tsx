import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { text } from '../../../text/en.ts';
import { videoEmbedUrl } from '../../../lib/video-embed.ts';

interface VideoPreviewDialogProps {
  videoId: string;
  open: boolean;
  onClose: () => void;
}

export function VideoPreviewDialog({ videoId, open, onClose }: VideoPreviewDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="video-preview">
      <DialogTitle id="video-preview" sx={{ pr: 6 }}>
        {text.lectures.form.previewTitle}
        <IconButton
          aria-label={text.common.close}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {open && videoId && (
          <Box sx={{ position: 'relative', width: '100%', aspectRatio: '16 / 9' }}>
            <Box
              component="iframe"
              src={videoEmbedUrl(videoId)}
              title={text.lectures.form.previewTitle}
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
            />
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
