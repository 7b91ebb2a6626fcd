import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconBook,
  IconChartBar,
  IconFileAlert,
  IconMessageChatbot,
  IconSchool,
  IconSpeakerphone,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router-dom';

interface Service {
  title: string;
  description: string;
  path: string;
  icon: Icon;
}

// The 7 service cards, in this order.
export const SERVICES: Service[] = [
  {
    title: 'Contract Assistant',
    description: 'AI-powered answers about your contract, with the article they come from.',
    path: '/contract',
    icon: IconMessageChatbot,
  },
  { title: 'Shop Stewards', description: 'Contact your union representatives on every shift.', path: '/shop-stewards', icon: IconUsers },
  { title: 'Education Hub', description: 'Learn your rights and how the contract works.', path: '/education', icon: IconSchool },
  { title: 'My Tracking', description: 'Attendance, training and requirements.', path: '/tracking', icon: IconChartBar },
  {
    title: 'File Grievance',
    description: 'Keep a dated journal of incidents and turn one into a grievance.',
    path: '/grievances',
    icon: IconFileAlert,
  },
  { title: 'Union Bulletins', description: 'News and announcements from your local.', path: '/bulletins', icon: IconSpeakerphone },
  { title: 'Resources', description: 'Union documents and helpful links.', path: '/resources', icon: IconBook },
];

export function ServiceCards() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      {SERVICES.map(({ title, description, path, icon: Icon }) => (
        <Card key={path} component={Link} to={path} withBorder radius="md" padding="lg" className="service-card">
          <ThemeIcon size={40} radius="md" variant="light" mb="sm">
            <Icon size={22} />
          </ThemeIcon>
          <Title order={3} fz="md">
            {title}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {description}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
