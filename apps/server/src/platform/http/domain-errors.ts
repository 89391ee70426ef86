import { fillMessage, MSG } from '@app/contract/messages';
import { DomainError, type DomainErrorFacts, type DomainErrorReason } from '../errors.ts';
import { AppError } from './errors.ts';

/** What a reason answers: the HTTP status (== envelope code) and the catalogue message. */
export interface DomainErrorAnswer {
  status: number;
  /** A catalogue text (its `{name}` slots filled from the error's facts), or built from them. */
  message: string | ((facts: DomainErrorFacts) => string);
}

/**
 * The one place a module's error reason becomes an HTTP status and the player's message. Every
 * reason a module declares (its `errors.ts`) must be here: the mapped type makes a missing one a
 * build error. Grouped by the module that declares the reason.
 */
export const DOMAIN_ERROR_ANSWERS: { readonly [R in DomainErrorReason]: DomainErrorAnswer } = {
  // activities
  activity_already_applied: { status: 409, message: MSG.activityAlreadyApplied },
  activity_application_decided: { status: 409, message: MSG.activityApplicationDecided },
  activity_application_invalid: { status: 404, message: MSG.activityApplicationInvalid },
  activity_content_invalid: { status: 400, message: MSG.activityContentInvalid },
  activity_has_applications: { status: 409, message: MSG.activityHasApplications },
  activity_not_found: { status: 404, message: MSG.activityNotFound },
  activity_remark_required: { status: 400, message: MSG.activityRemarkRequired },
  activity_type_in_use: { status: 409, message: MSG.activityTypeInUse },
  activity_type_invalid: { status: 400, message: MSG.activityTypeInvalid },
  activity_type_not_found: { status: 404, message: MSG.activityTypeInvalid },
  // admin
  queue_player_unknown: { status: 404, message: MSG.queuePlayerUnknown },
  pay_bank_not_found: { status: 404, message: MSG.payBankNotFound },
  pay_banks_full: { status: 422, message: MSG.payBanksFull },
  // agents
  agent_already: { status: 422, message: MSG.agentAlready },
  agent_application_pending: { status: 409, message: MSG.agentApplicationPending },
  agent_application_reviewed: { status: 409, message: MSG.agentApplicationReviewed },
  agent_application_unknown: { status: 404, message: MSG.agentApplicationUnknown },
  agent_level_unknown: { status: 422, message: MSG.agentLevelUnknown },
  agent_new_level_incomplete: { status: 422, message: MSG.agentNewLevelIncomplete },
  agent_not_agent: { status: 422, message: MSG.agentNotAgent },
  agent_only: { status: 403, message: MSG.agentOnly },
  agent_refuse_remark: { status: 400, message: MSG.agentRefuseRemark },
  agent_user_unknown: { status: 404, message: MSG.agentUserUnknown },
  // audit
  catalogue_nothing_to_change: { status: 400, message: MSG.catalogueNothingToChange },
  // auth
  account_disabled: { status: 422, message: MSG.accountDisabled },
  account_disabled_session: { status: 401, message: MSG.accountDisabled },
  adult_required: { status: 400, message: MSG.adultRequired },
  auth_input_invalid: { status: 400, message: (facts) => String(facts.message) },
  captcha_wrong: { status: 400, message: MSG.captchaWrong },
  guest_not_allowed: { status: 403, message: MSG.guestNotAllowed },
  guest_too_many: { status: 429, message: MSG.guestTooMany },
  input_invalid: { status: 400, message: MSG.badRequest },
  login_failed: { status: 422, message: MSG.loginFailed },
  login_locked: { status: 429, message: MSG.loginLocked },
  name_taken: { status: 409, message: MSG.nameTaken },
  old_password_wrong: { status: 422, message: MSG.oldPasswordWrong },
  password_input_invalid: { status: 400, message: (facts) => String(facts.message) },
  password_tries_exceeded: { status: 429, message: MSG.passwordTriesExceeded },
  please_login: { status: 401, message: MSG.pleaseLogin },
  session_expired: { status: 401, message: MSG.sessionExpired },
  telegram_invalid: { status: 401, message: MSG.telegramInvalid },
  telegram_unavailable: { status: 422, message: MSG.telegramUnavailable },
  // content
  article_content_invalid: { status: 400, message: MSG.articleContentInvalid },
  article_unknown: { status: 404, message: MSG.articleUnknown },
  not_found: { status: 404, message: MSG.notFound },
  notice_title_invalid: { status: 400, message: MSG.noticeTitleInvalid },
  // demo-venue
  venue_balance_low: { status: 422, message: MSG.venueBalanceLow },
  // games
  game_disabled: { status: 422, message: MSG.gameDisabled },
  game_not_found: { status: 422, message: MSG.gameNotFound },
  list_no_category_id: { status: 400, message: MSG.listNoCategoryId },
  service_shift_invalid: { status: 400, message: MSG.serviceShiftInvalid },
  // house
  house_game_unknown: { status: 404, message: MSG.houseGameUnknown },
  house_fish_unknown: { status: 404, message: MSG.houseFishUnknown },
  house_stake_invalid: { status: 400, message: MSG.houseStakeInvalid },
  house_bet_not_found: { status: 404, message: MSG.houseBetNotFound },
  house_venue_disabled: { status: 422, message: MSG.houseVenueDisabled },
  house_game_closed: { status: 422, message: MSG.gameDisabled },
  house_table_unknown: { status: 404, message: MSG.houseTableUnknown },
  house_table_closed: { status: 422, message: MSG.houseTableClosed },
  house_betting_closed: { status: 422, message: MSG.houseBettingClosed },
  house_area_unknown: { status: 400, message: MSG.houseAreaUnknown },
  house_area_below_min: { status: 422, message: MSG.houseAreaBelowMin },
  house_area_above_max: { status: 422, message: MSG.houseAreaAboveMax },
  house_round_not_found: { status: 404, message: MSG.houseRoundNotFound },
  house_table_limits_invalid: { status: 422, message: MSG.adminHouseLimitsInvalid },
  house_table_lengths_invalid: { status: 400, message: MSG.adminHouseLengthsInvalid },
  house_table_schedule_pending: { status: 409, message: MSG.adminHouseSchedulePending },
  house_table_nothing_to_change: { status: 400, message: MSG.adminHouseNothingToChange },
  house_player_not_found: { status: 404, message: MSG.adminHousePlayerNotFound },
  // inbox
  inbox_message_invalid: { status: 404, message: MSG.inboxMessageInvalid },
  inbox_user_unknown: { status: 404, message: MSG.inboxUserUnknown },
  // ledger
  idempotency_kind_mismatch: { status: 409, message: MSG.badRequest },
  insufficient_funds: { status: 422, message: MSG.insufficientBalance },
  // lottery
  amount_invalid: { status: 422, message: MSG.amountInvalid },
  lottery_all_combos: { status: 422, message: MSG.lotteryAllCombos },
  lottery_bet_max: { status: 422, message: MSG.lotteryBetMax },
  lottery_bet_min: { status: 422, message: MSG.lotteryBetMin },
  lottery_chat_message_not_found: { status: 404, message: MSG.lotteryChatMessageNotFound },
  lottery_chat_only_chat: { status: 422, message: MSG.lotteryChatOnlyChat },
  lottery_expect_future: { status: 422, message: MSG.lotteryExpectFuture },
  lottery_expect_past: { status: 422, message: MSG.lotteryExpectPast },
  lottery_issue_max: { status: 422, message: MSG.lotteryIssueMax },
  lottery_issue_not_found: { status: 404, message: MSG.lotteryIssueNotFound },
  lottery_limits_invalid: { status: 422, message: MSG.lotteryLimitsInvalid },
  lottery_max_totals: { status: 422, message: MSG.lotteryMaxTotals },
  lottery_not_open: { status: 422, message: MSG.lotteryNotOpen },
  lottery_odds_invalid: { status: 422, message: MSG.lotteryOddsInvalid },
  lottery_opposites: { status: 422, message: MSG.lotteryOpposites },
  lottery_order_replayed: { status: 409, message: MSG.lotteryOrderReplayed },
  lottery_picks_invalid: { status: 422, message: MSG.lotteryPicksInvalid },
  lottery_play_issue_max: { status: 422, message: MSG.lotteryPlayIssueMax },
  lottery_play_not_in_room: { status: 422, message: MSG.lotteryPlayNotInRoom },
  lottery_play_unknown: { status: 422, message: MSG.lotteryPlayUnknown },
  lottery_player_not_found: { status: 404, message: MSG.lotteryPlayerNotFound },
  lottery_room_not_found: { status: 404, message: MSG.lotteryRoomNotFound },
  lottery_rules_invalid: { status: 422, message: MSG.lotteryRulesInvalid },
  lottery_seal_invalid: { status: 422, message: MSG.lotterySealInvalid },
  lottery_sealed: { status: 422, message: MSG.lotterySealed },
  lottery_total_mismatch: { status: 422, message: MSG.lotteryTotalMismatch },
  // operators
  admin_code_invalid: { status: 422, message: MSG.adminCodeInvalid },
  admin_disabled: { status: 422, message: MSG.adminDisabled },
  admin_forbidden: { status: 403, message: MSG.adminForbidden },
  admin_login_failed: { status: 422, message: MSG.adminLoginFailed },
  admin_login_locked: { status: 429, message: MSG.adminLoginLocked },
  admin_login_required: { status: 400, message: MSG.adminLoginRequired },
  admin_operator_last_admin: { status: 422, message: MSG.adminOperatorLastAdmin },
  admin_operator_name_taken: { status: 409, message: MSG.adminOperatorNameTaken },
  admin_operator_no_two_factor: { status: 422, message: MSG.adminOperatorNoTwoFactor },
  admin_operator_self: { status: 422, message: MSG.adminOperatorSelf },
  admin_operator_unknown: { status: 404, message: MSG.adminOperatorUnknown },
  admin_please_login: { status: 401, message: MSG.adminPleaseLogin },
  admin_recovery_code_invalid: { status: 422, message: MSG.adminRecoveryCodeInvalid },
  admin_session_expired: { status: 401, message: MSG.adminSessionExpired },
  admin_session_idle: { status: 401, message: MSG.adminSessionIdle },
  admin_two_factor_already_on: { status: 409, message: MSG.adminTwoFactorAlreadyOn },
  admin_two_factor_enrol_first: { status: 403, message: MSG.adminTwoFactorEnrolFirst },
  admin_two_factor_no_setup: { status: 422, message: MSG.adminTwoFactorNoSetup },
  // payees
  address_exists: { status: 409, message: MSG.addressExists },
  card_exists: { status: 409, message: MSG.cardExists },
  card_not_found: { status: 404, message: MSG.cardNotFound },
  max_bank_cards: { status: 422, message: MSG.maxBankCards },
  max_usdt_addresses: { status: 422, message: MSG.maxUsdtAddresses },
  pay_password_wrong: { status: 422, message: MSG.payPasswordWrong },
  payee_input_invalid: { status: 400, message: (facts) => String(facts.message) },
  // players-admin
  admin_adjust_insufficient: { status: 422, message: MSG.adminAdjustInsufficient },
  admin_adjust_self_approve: { status: 403, message: MSG.adminAdjustSelfApprove },
  admin_adjustment_decided: { status: 409, message: MSG.adminAdjustmentDecided },
  admin_adjustment_not_found: { status: 404, message: MSG.adminAdjustmentNotFound },
  admin_already_frozen: { status: 409, message: MSG.adminAlreadyFrozen },
  admin_guest_no_password: { status: 422, message: MSG.adminGuestNoPassword },
  admin_not_frozen: { status: 409, message: MSG.adminNotFrozen },
  admin_player_not_found: { status: 404, message: MSG.adminPlayerNotFound },
  admin_request_key_reused: { status: 409, message: MSG.adminRequestKeyReused },
  // profile
  profile_input_invalid: { status: 400, message: (facts) => String(facts.message) },
  // protection
  protection_change_invalid: { status: 404, message: MSG.protectionChangeInvalid },
  protection_change_not_ready: { status: 409, message: MSG.protectionChangeNotReady },
  protection_deposit_limit: { status: 422, message: MSG.protectionDepositLimit },
  protection_excluded: { status: 403, message: MSG.protectionExcluded },
  protection_excluded_forever: { status: 403, message: MSG.protectionExcludedForever },
  protection_exclusion_shorter: { status: 403, message: MSG.protectionExclusionShorter },
  protection_loss_limit: { status: 422, message: MSG.protectionLossLimit },
  protection_operator_raise: { status: 403, message: MSG.protectionOperatorRaise },
  protection_over_limit: { status: 422, message: MSG.protectionOverLimit },
  protection_session_limit: { status: 422, message: MSG.protectionSessionLimit },
  protection_timeout_active: { status: 403, message: MSG.protectionTimeoutActive },
  // rebates
  rebate_nothing: { status: 422, message: MSG.rebateNothing },
  // redpackets
  red_packet_closed: { status: 422, message: MSG.redPacketClosed },
  red_packet_finished: { status: 422, message: MSG.redPacketFinished },
  red_packet_none_left: { status: 422, message: MSG.redPacketNoneLeft },
  red_packet_not_qualified: { status: 422, message: MSG.redPacketNotQualified },
  red_packet_not_started: { status: 422, message: MSG.redPacketNotStarted },
  red_packet_rules_invalid: { status: 422, message: MSG.redPacketRulesInvalid },
  // sports (bets and results)
  sports_bet_fixture_unknown: { status: 404, message: MSG.sportsFixtureUnknown },
  sports_bet_market_unknown: { status: 404, message: MSG.sportsMarketUnknown },
  sports_bet_selection_unknown: { status: 400, message: MSG.sportsSelectionUnknown },
  sports_bet_same_fixture: { status: 400, message: MSG.sportsSameFixture },
  sports_bet_too_many_legs: { status: 400, message: MSG.sportsTooManyLegs },
  sports_bet_market_closed: { status: 422, message: MSG.sportsMarketClosed },
  sports_bet_market_suspended: { status: 422, message: MSG.sportsMarketSuspended },
  sports_bet_odds_changed: { status: 409, message: MSG.sportsOddsChanged },
  sports_bet_in_play_rejected: { status: 409, message: MSG.sportsInPlayRejected },
  sports_bet_stake_below_min: { status: 422, message: MSG.sportsStakeBelowMin },
  sports_bet_stake_above_max: { status: 422, message: MSG.sportsStakeAboveMax },
  sports_bet_payout_above_max: { status: 422, message: MSG.sportsPayoutAboveMax },
  sports_bet_daily_stake: { status: 422, message: MSG.sportsDailyStakeLimit },
  sports_bet_daily_payout: { status: 422, message: MSG.sportsDailyPayoutLimit },
  sports_result_pending: { status: 409, message: MSG.sportsResultPending },
  sports_result_unknown: { status: 404, message: MSG.sportsResultUnknown },
  sports_result_same_operator: { status: 403, message: MSG.sportsResultSameOperator },
  sports_result_unchanged: { status: 409, message: MSG.sportsResultUnchanged },
  sports_result_not_started: { status: 409, message: MSG.sportsResultNotStarted },
  // sports (the book: fixtures, markets, limits)
  sports_fixture_unknown: { status: 404, message: MSG.sportsFixtureUnknown },
  sports_market_unknown: { status: 404, message: MSG.sportsMarketUnknown },
  sports_fixture_final: { status: 409, message: MSG.sportsFixtureFinal },
  sports_market_final: { status: 409, message: MSG.sportsMarketClosed },
  sports_prices_invalid: { status: 400, message: MSG.sportsPricesInvalid },
  sports_line_invalid: { status: 400, message: MSG.sportsLineInvalid },
  sports_team_invalid: { status: 400, message: MSG.sportsTeamInvalid },
  sports_start_invalid: { status: 400, message: MSG.sportsStartInvalid },
  sports_state_invalid: { status: 409, message: MSG.sportsStateInvalid },
  sports_limits_invalid: { status: 422, message: MSG.sportsLimitsInvalid },
  // support
  support_conversation_closed: { status: 409, message: MSG.supportConversationClosed },
  support_conversation_unknown: { status: 404, message: MSG.supportConversationUnknown },
  support_image_invalid: { status: 400, message: MSG.supportImageInvalid },
  support_too_fast: { status: 429, message: MSG.supportTooFast },
  support_too_many_conversations: { status: 422, message: MSG.supportTooManyConversations },
  // uploads
  operator_upload_daily_bytes: {
    status: 422,
    message: (facts) => MSG.operatorUploadDailyBytes(Number(facts.megabytes)),
  },
  operator_upload_daily_count: {
    status: 422,
    message: (facts) => MSG.operatorUploadDailyCount(Number(facts.count)),
  },
  upload_address_daily_bytes: { status: 422, message: MSG.uploadAddressDailyBytes },
  upload_daily_bytes: {
    status: 422,
    message: (facts) => MSG.uploadDailyBytes(Number(facts.megabytes)),
  },
  upload_daily_count: {
    status: 422,
    message: (facts) => MSG.uploadDailyCount(Number(facts.count)),
  },
  // users
  // venues
  auto_transfer_on: { status: 422, message: MSG.autoTransferOn },
  insufficient_balance: { status: 422, message: MSG.insufficientBalance },
  launch_failed: { status: 422, message: MSG.launchFailed },
  transfer_amount_positive: { status: 400, message: MSG.transferAmountPositive },
  transfer_amount_required: { status: 400, message: MSG.transferAmountRequired },
  transfer_same_wallet: { status: 400, message: MSG.transferSameWallet },
  venue_disabled: { status: 422, message: MSG.venueDisabled },
  venue_failed: { status: 502, message: MSG.venueFailed },
  venue_not_found: { status: 404, message: MSG.venueUnknown },
  venue_to_venue: { status: 400, message: MSG.venueToVenue },
  venue_unknown: { status: 400, message: MSG.venueUnknown },
  venue_seamless: { status: 422, message: MSG.venueSeamless },
  provider_unknown: { status: 404, message: MSG.providerUnknown },
  provider_code_taken: { status: 409, message: MSG.providerCodeTaken },
  provider_mode_locked: { status: 409, message: MSG.providerModeLocked },
  provider_no_credentials: { status: 422, message: MSG.providerNoCredentials },
  provider_credentials_kind: { status: 400, message: MSG.providerCredentialsKind },
  provider_public_key_invalid: { status: 400, message: MSG.providerPublicKeyInvalid },
  provider_key_missing: { status: 422, message: MSG.providerKeyMissing },
  provider_unreachable: { status: 422, message: MSG.providerUnreachable },
  provider_nothing_changed: { status: 400, message: MSG.providerNothingChanged },
  // chain
  chain_auto_unavailable: { status: 422, message: MSG.chainAutoUnavailable },
  chain_not_configured: { status: 422, message: MSG.chainNotConfigured },
  chain_unreachable: { status: 422, message: MSG.chainUnreachable },
  chain_payout_not_usdt: { status: 422, message: MSG.chainPayoutNotUsdt },
  chain_payout_taken: { status: 409, message: MSG.chainPayoutTaken },
  chain_payout_not_pending: { status: 409, message: MSG.chainPayoutNotPending },
  // wallet
  already_reviewed: { status: 409, message: MSG.alreadyReviewed },
  chain_order_unpaid: { status: 409, message: MSG.chainOrderUnpaid },
  bank_address_required: { status: 400, message: MSG.bankAddressRequired },
  bank_card_required: { status: 400, message: MSG.bankCardRequired },
  bank_deposit_closed: { status: 422, message: MSG.bankDepositClosed },
  bank_type_required: { status: 400, message: MSG.bankTypeRequired },
  choose_bank_card: { status: 400, message: MSG.chooseBankCard },
  choose_usdt_address: { status: 400, message: MSG.chooseUsdtAddress },
  daily_withdraw_limit: { status: 422, message: MSG.dailyWithdrawLimit },
  deposit_amount_required: { status: 400, message: MSG.depositAmountRequired },
  deposit_not_found: { status: 404, message: MSG.depositNotFound },
  deposit_range: {
    status: 400,
    message: (facts) => MSG.depositRange(String(facts.min), String(facts.max)),
  },
  depositor_required: { status: 400, message: MSG.depositorRequired },
  pay_password_required: { status: 400, message: MSG.payPasswordRequired },
  request_not_allowed: { status: 403, message: MSG.badRequest },
  turnover_short: { status: 422, message: MSG.turnoverShort },
  upload_first: { status: 400, message: MSG.uploadFirst },
  withdraw_below_fee: { status: 422, message: MSG.withdrawBelowFee },
  withdraw_min: { status: 400, message: (facts) => MSG.withdrawMin(String(facts.minimum)) },
};

/** The answer a domain error stands for: its status and its message, facts filled in. */
export function answerOf(error: DomainError): AppError {
  const answer = DOMAIN_ERROR_ANSWERS[error.reason];
  const message =
    typeof answer.message === 'function'
      ? answer.message(error.facts)
      : fillMessage(answer.message, error.facts);
  return new AppError(answer.status, message);
}

/** The answer an error stands for when it is one of ours (an AppError, or a module's reason). */
export function knownAnswer(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error;
  if (error instanceof DomainError) return answerOf(error);
  return undefined;
}
