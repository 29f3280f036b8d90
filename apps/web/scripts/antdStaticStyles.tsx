/** @jsxRuntime automatic */
// Prints the CSS antd's CSS-in-JS would generate in the browser for the components a shell page's
// first paint renders (the shell, the home page's welcome and what most pages share), with the map
// from each style's path to its hash that tells antd to take the style from this file instead of
// computing it (`@ant-design/cssinjs`: extractStyle, the cache path map). Run by vite.config.ts
// (`antdStaticStyles`) at build time with tsx; docs/decisions/performance.md §14.
//
// The styles do not depend on the theme's values: with CSS variables (antd 6's default) they name
// `var(--ant-…)`, which antd still sets in the browser from the branded theme. A component left out
// here is generated in the browser as before; one whose path changes (antd's version is in it)
// too: the map only names what this file holds.
import { renderToString } from 'react-dom/server';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import {
  App,
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Card,
  Col,
  ConfigProvider,
  Divider,
  Drawer,
  Dropdown,
  Empty,
  Layout,
  Menu,
  Result,
  Row,
  Skeleton,
  Space,
  Spin,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { accessibleTheme } from '../src/app/theme.ts';

/** The styles name the colours as variables: any brand gives the same file. */
const ANY_BRAND_COLOUR = '#1677ff';

const cache = createCache();
renderToString(
  <StyleProvider cache={cache}>
    <ConfigProvider theme={accessibleTheme(ANY_BRAND_COLOUR)}>
      <App>
        <Layout>
          <Layout.Sider collapsible theme="light" />
          <Layout>
            <Layout.Header />
            <Layout.Content>
              <Breadcrumb items={[{ title: 'a' }, { title: 'b' }]} />
              <Row gutter={[16, 16]}>
                <Col span={24}>
                  <Space orientation="vertical" wrap>
                    <Card title="t" extra="e">
                      <Typography.Title level={3}>t</Typography.Title>
                      <Typography.Text type="secondary">t</Typography.Text>
                      <Typography.Paragraph type="secondary">p</Typography.Paragraph>
                      <Typography.Link>l</Typography.Link>
                      <Tag color="processing">t</Tag>
                      <Avatar size="small">a</Avatar>
                      <Badge count={1} size="small" />
                      <Tooltip title="t">
                        <Button type="text">b</Button>
                      </Tooltip>
                      <Button type="primary">b</Button>
                      <Button>b</Button>
                      <Dropdown menu={{ items: [{ key: 'a', label: 'a' }] }}>
                        <Button type="link">b</Button>
                      </Dropdown>
                      <Skeleton active avatar paragraph={{ rows: 1 }} />
                      <Skeleton.Avatar active size="small" />
                      <Divider />
                      <Spin />
                      <Empty />
                      <Result status="404" title="t" />
                    </Card>
                  </Space>
                </Col>
              </Row>
              <Menu mode="inline" items={[{ key: 'a', label: 'a' }, { key: 'g', type: 'group', label: 'g', children: [{ key: 'b', label: 'b' }] }]} />
              <Drawer open={false} />
            </Layout.Content>
            <Layout.Footer />
          </Layout>
        </Layout>
      </App>
    </ConfigProvider>
  </StyleProvider>,
);
// Only the components' styles: the theme's CSS variables follow the brand and stay in the browser.
process.stdout.write(extractStyle(cache, { plain: true, types: ['style'] }));
