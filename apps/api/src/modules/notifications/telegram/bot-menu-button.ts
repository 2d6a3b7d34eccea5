import type { Api } from 'grammy';

/** The words on the bot's menu button (the brand: the same in every language). */
export const MENU_BUTTON_TEXT = 'Oyna';

/**
 * The bot's menu button (beside the message field in every private chat) opens the Mini App on the
 * player's home (decision 83). Set for all chats at every start of the updates work: setting it
 * again changes nothing. A `web_app` button needs https: a development address keeps Telegram's
 * default menu (the command list).
 */
export async function registerBotMenuButton(api: Api, publicUrl: string): Promise<void> {
  const url = `${publicUrl}/dashboard`;
  if (!url.startsWith('https:')) return;
  await api.setChatMenuButton({ menu_button: { type: 'web_app', text: MENU_BUTTON_TEXT, web_app: { url } } });
}
