import { AgentSettingsPage } from '../../../features/agent-settings/components/agent-settings-page';

export default AgentSettingsPage;
