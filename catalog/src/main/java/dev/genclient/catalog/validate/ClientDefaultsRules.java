package dev.genclient.catalog.validate;

import dev.genclient.catalog.Catalog;
import dev.genclient.catalog.ClientDefaults;
import dev.genclient.catalog.Diagnostics;
import dev.genclient.catalog.ValidationRule;

/**
 * The transport policy after the catalog's {@code client_defaults} is put over the built-in one: numbers the
 * format schema accepts one by one but that contradict each other (the built-in values agree, so a finding is
 * always about a key the catalog set).
 */
final class ClientDefaultsRules implements CatalogRule {
  @Override
  public void check(Catalog catalog, Diagnostics out) {
    ClientDefaults.Retry retry = catalog.clientDefaults().retry();
    if (retry.baseSeconds() > retry.capSeconds()) {
      out.error(ValidationRule.CLIENT_DEFAULTS, "/client_defaults/retry", "client_defaults.retry: base_seconds " + number(retry.baseSeconds())
          + " is more than cap_seconds " + number(retry.capSeconds()));
    }
    ClientDefaults.Jobs jobs = catalog.clientDefaults().jobs();
    if (jobs.minPollSeconds() > jobs.maxPollSeconds()) {
      out.error(ValidationRule.CLIENT_DEFAULTS, "/client_defaults/jobs", "client_defaults.jobs: min_poll_seconds " + number(jobs.minPollSeconds())
          + " is more than max_poll_seconds " + number(jobs.maxPollSeconds()));
    } else if (jobs.initialPollSeconds() < jobs.minPollSeconds() || jobs.initialPollSeconds() > jobs.maxPollSeconds()) {
      out.error(ValidationRule.CLIENT_DEFAULTS, "/client_defaults/jobs", "client_defaults.jobs: initial_poll_seconds " + number(jobs.initialPollSeconds())
          + " is not between min_poll_seconds " + number(jobs.minPollSeconds()) + " and max_poll_seconds "
          + number(jobs.maxPollSeconds()));
    }
    if (jobs.deadlineSeconds() < jobs.minPollSeconds()) {
      out.error(ValidationRule.CLIENT_DEFAULTS, "/client_defaults/jobs", "client_defaults.jobs: deadline_seconds " + number(jobs.deadlineSeconds())
          + " is less than min_poll_seconds " + number(jobs.minPollSeconds()) + ": every wait would end before its first poll");
    }
  }

  /** A number as the catalog may write it: {@code 8}, {@code 0.5}. */
  private static String number(double value) {
    return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
  }
}
