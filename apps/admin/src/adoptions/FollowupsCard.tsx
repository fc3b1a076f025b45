// After the delivery (issue 37): an adoption's follow-ups on the request's page, each with its day and where
// it stands, linking to the follow-up (its answer, «Mandar ahora», the story). Nothing shows before the
// delivery is marked.
import { FOLLOWUP_ATTENTION_LABELS, FOLLOWUP_STATE_LABELS, shortDay } from '@campito/core';
import { Card, CardContent, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useRecordContext } from 'react-admin';
import { Link } from 'react-router-dom';

interface Followup {
  id: string;
  name: string;
  dueOn: string;
  state: keyof typeof FOLLOWUP_STATE_LABELS;
  attention: keyof typeof FOLLOWUP_ATTENTION_LABELS | null;
  storyPublished: boolean;
}

export function FollowupsCard() {
  const record = useRecordContext();
  const [rows, setRows] = useState<Followup[]>([]);
  // Read again when the delivery is marked (the record is refreshed then).
  const key = record?.id ? `${record.id}/followups?entregado=${record.deliveredOn ?? ''}` : '';
  useEffect(() => {
    if (!key) return;
    void fetch(`/api/admin/adoptions/${key}`, {
      credentials: 'include',
      headers: { accept: 'application/json' },
    }).then(async (res) => {
      if (res.ok) setRows(await res.json());
    });
  }, [key]);
  if (rows.length === 0) return null;
  return (
    <Card sx={{ m: 2 }} component="section" aria-labelledby="seguimientos-titulo">
      <CardContent>
        <Typography id="seguimientos-titulo" variant="h6" component="h2">
          Seguimientos
        </Typography>
        <List dense>
          {rows.map((f) => (
            <ListItem key={f.id} disablePadding>
              <ListItemButton component={Link} to={`/followups/${f.id}`}>
                <ListItemText
                  primary={`Seguimiento ${f.name}`}
                  secondary={[
                    `para el ${shortDay(f.dueOn)}`,
                    FOLLOWUP_STATE_LABELS[f.state],
                    f.attention ? FOLLOWUP_ATTENTION_LABELS[f.attention] : '',
                    f.storyPublished ? 'Publicada como historia' : '',
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
