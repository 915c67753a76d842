import { TechCensusCommand } from '../base.ts';
import { configFile, removeLogin } from '../stored-login.ts';

export default class Logout extends TechCensusCommand {
  static override summary = 'Forget the stored API key.';
  static override description =
    'Deletes the key `login` stored. A key given by --api-key or TECHCENSUS_API_KEY is not affected; the key itself stays valid until you replace it on your account page.';
  static override examples = ['<%= config.bin %> logout'];

  async run(): Promise<{ removed: boolean; configFile: string }> {
    await this.parse(Logout);
    const file = configFile(this.config.configDir);
    const removed = await removeLogin(this.config.configDir);
    this.log(removed ? `Logged out: removed ${file}.` : 'No stored key; nothing to do.');
    return { removed, configFile: file };
  }
}
