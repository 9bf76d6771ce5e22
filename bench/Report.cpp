//===- Report.cpp - the table of ratios and the CSV -----------------------===//
//
// Results are grouped into cases (benchmark, shape, threads). A case's ratio is tilec's rate
// over the fastest baseline's; memory-bound cases (GB/s) also give tilec's rate as a fraction
// of the faster copy loop's at the same thread count. The targets are shown next to the ratio
// they apply to, met or MISSED; they are reported, never enforced.
//
//===----------------------------------------------------------------------===//
#include "Bench.h"

#include "llvm/ADT/StringExtras.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <optional>
#include <tuple>

namespace tilec::bench {

namespace {

struct CaseKey {
  std::string benchmark, shape;
  int threads;
  bool operator<(const CaseKey &other) const {
    return std::tie(benchmark, shape, threads) <
           std::tie(other.benchmark, other.shape, other.threads);
  }
};

/// What the issue asks of a case: a minimum of the ratio, or of the copy fraction.
struct Target {
  double minimum;
  bool ofCopyBandwidth;
  /// Strictly above (attention must be faster than the unfused baseline).
  bool strict = false;
};

std::optional<Target> getTarget(const Result &result) {
  llvm::StringRef benchmark = result.benchmark;
  if (benchmark == "gemm_f32") {
    // At >= 1024: every shape with at least 1024^3 multiply-adds.
    llvm::SmallVector<llvm::StringRef> extents;
    llvm::StringRef(result.shape).split(extents, 'x');
    double volume = 1;
    for (llvm::StringRef extent : extents) {
      double value = 0;
      extent.getAsDouble(value);
      volume *= value;
    }
    if (volume < 1024.0 * 1024 * 1024)
      return std::nullopt;
    return Target{0.9, false};
  }
  if (benchmark == "gemm_bf16" || benchmark == "gemm_bf16_hw")
    return Target{0.8, false};
  if (benchmark == "gemm_f16" || benchmark == "gemm_i8")
    return Target{0.5, false};
  if (benchmark == "softmax" || benchmark == "softmax_approx" || benchmark == "layernorm")
    return Target{1.0, false};
  if (benchmark.starts_with("attention"))
    return Target{1.0, false, true};
  if (benchmark == "copy" || benchmark == "vadd" || benchmark == "chain")
    return Target{0.9, true};
  return std::nullopt;
}

struct CaseSummary {
  const Result *tilec = nullptr;
  const Result *best = nullptr;
  std::vector<const Result *> others;
  double ratio = 0;
  double copyFraction = 0;
  std::string target;
};

std::string formatRate(double rate) {
  char text[32];
  std::snprintf(text, sizeof(text), rate >= 100 ? "%.0f" : rate >= 10 ? "%.1f" : "%.2f", rate);
  return text;
}

/// Cases in the order they ran.
std::vector<std::pair<CaseKey, CaseSummary>> summarize(const std::vector<Result> &results) {
  std::map<int, double> copyRates;
  for (const Result &result : results)
    if (result.benchmark == "copy" && result.role == Role::Baseline)
      copyRates[result.threads] = std::max(copyRates[result.threads], result.rate);

  std::vector<std::pair<CaseKey, CaseSummary>> cases;
  std::map<CaseKey, size_t> positions;
  for (const Result &result : results) {
    CaseKey key{result.benchmark, result.shape, result.threads};
    auto [position, inserted] = positions.emplace(key, cases.size());
    if (inserted)
      cases.emplace_back(key, CaseSummary());
    CaseSummary &summary = cases[position->second].second;
    if (result.role == Role::Tilec)
      summary.tilec = &result;
    else if (result.role == Role::Baseline && result.rate > 0 &&
             (!summary.best || result.rate > summary.best->rate)) {
      if (summary.best)
        summary.others.push_back(summary.best);
      summary.best = &result;
    } else {
      summary.others.push_back(&result);
    }
  }
  for (auto &[key, summary] : cases) {
    if (!summary.tilec)
      continue;
    if (summary.best)
      summary.ratio = summary.tilec->rate / summary.best->rate;
    auto copy = copyRates.find(key.threads);
    if (summary.tilec->unit == "GB/s" && copy != copyRates.end() && copy->second > 0)
      summary.copyFraction = summary.tilec->rate / copy->second;
    if (std::optional<Target> target = getTarget(*summary.tilec)) {
      double value = target->ofCopyBandwidth ? summary.copyFraction : summary.ratio;
      bool met = target->strict ? value > target->minimum : value >= target->minimum;
      char text[48];
      std::snprintf(text, sizeof(text), "%s%.1f%s %s", target->strict ? ">" : ">=",
                    target->minimum, target->ofCopyBandwidth ? " copy" : "",
                    met ? "met" : "MISSED");
      summary.target = text;
    }
  }
  return cases;
}

const char *getRoleName(Role role) {
  switch (role) {
  case Role::Tilec:
    return "tilec";
  case Role::Baseline:
    return "baseline";
  case Role::Reference:
    return "reference";
  }
  return "?";
}

std::string quoteCsv(llvm::StringRef field) {
  if (!field.contains(',') && !field.contains('"'))
    return field.str();
  std::string quoted = "\"";
  for (char c : field)
    quoted += c == '"' ? std::string("\"\"") : std::string(1, c);
  return quoted + "\"";
}

} // namespace

void Report::add(Result result) { results.push_back(std::move(result)); }

void Report::printTable() const {
  std::printf("\n%-15s %-16s %3s %-8s %9s  %-34s %9s %6s %6s  %-17s %s\n", "benchmark", "shape",
              "thr", "unit", "tilec", "fastest baseline", "rate", "ratio", "copy", "target",
              "check (tilec vs reference)");
  std::printf("%s\n", std::string(150, '-').c_str());
  for (const auto &[key, summary] : summarize(results)) {
    const Result *first = summary.tilec ? summary.tilec : summary.best;
    if (!first && !summary.others.empty())
      first = summary.others.front();
    if (!first)
      continue;
    std::string tilecRate = summary.tilec ? (summary.tilec->rate > 0 ? formatRate(summary.tilec->rate) : "FAILED") : "-";
    std::string ratio = summary.ratio > 0 ? formatRate(summary.ratio) : "-";
    std::string copy = summary.copyFraction > 0 ? formatRate(summary.copyFraction) : "";
    std::printf("%-15s %-16s %3d %-8s %9s  %-34s %9s %6s %6s  %-17s %s\n", key.benchmark.c_str(),
                key.shape.c_str(), key.threads, first->unit.c_str(), tilecRate.c_str(),
                summary.best ? summary.best->implementation.c_str() : "(none)",
                summary.best ? formatRate(summary.best->rate).c_str() : "-", ratio.c_str(),
                copy.c_str(), summary.target.c_str(),
                summary.tilec ? summary.tilec->check.c_str() : "");
    for (const Result *other : summary.others)
      std::printf("%-15s %-16s %3s %-8s %9s  %-34s %9s %6s %6s  %-17s %s\n", "", "", "", "", "",
                  other->implementation.c_str(),
                  other->rate > 0 ? formatRate(other->rate).c_str() : "FAILED", "", "", "",
                  other->check.c_str());
  }
  if (latencies.empty())
    return;
  std::printf("\n%-44s %10s %14s %14s  %s\n", "compile latency (examples)", "cold ms",
              "disk-cache ms", "memory ms", "target: cold <= 500 ms, cached <= 10 ms");
  std::printf("%s\n", std::string(110, '-').c_str());
  for (const CompileLatency &latency : latencies) {
    std::string verdict = latency.error;
    if (verdict.empty()) {
      bool coldMet = latency.coldMs <= 500, cachedMet = latency.diskHit && latency.diskCachedMs <= 10;
      verdict = std::string(coldMet ? "cold met" : "cold MISSED") + ", " +
                (latency.diskHit ? (cachedMet ? "cached met" : "cached MISSED")
                                 : "disk cache MISSED the kernel");
    }
    std::printf("%-44s %10.1f %14.2f %14.3f  %s\n", latency.kernel.c_str(), latency.coldMs,
                latency.diskCachedMs, latency.memoryCachedMs, verdict.c_str());
  }
}

bool Report::writeCsv(const std::string &path, llvm::StringRef cpuModel, llvm::StringRef isa,
                      llvm::StringRef load) const {
  FILE *file = std::fopen(path.c_str(), "w");
  if (!file)
    return false;
  std::fprintf(file, "# cpu: %s\n# isa: %s\n# load average: %s\n", cpuModel.str().c_str(),
               isa.str().c_str(), load.str().c_str());
  std::fprintf(file, "benchmark,shape,size,implementation,role,threads,median_ms,min_ms,runs,"
                     "rate,unit,ratio_vs_fastest_baseline,fraction_of_copy,target,check,note\n");
  std::map<const Result *, const CaseSummary *> summaries;
  std::vector<std::pair<CaseKey, CaseSummary>> cases = summarize(results);
  for (const auto &[key, summary] : cases)
    if (summary.tilec)
      summaries[summary.tilec] = &summary;
  for (const Result &result : results) {
    const CaseSummary *summary =
        summaries.count(&result) ? summaries[&result] : nullptr;
    std::fprintf(file, "%s,%s,%.0f,%s,%s,%d,%.4f,%.4f,%d,%.4f,%s,%s,%s,%s,%s,%s\n",
                 quoteCsv(result.benchmark).c_str(), quoteCsv(result.shape).c_str(), result.size,
                 quoteCsv(result.implementation).c_str(), getRoleName(result.role),
                 result.threads, result.medianMs, result.minMs, result.runs, result.rate,
                 quoteCsv(result.unit).c_str(),
                 summary && summary->ratio > 0 ? std::to_string(summary->ratio).c_str() : "",
                 summary && summary->copyFraction > 0
                     ? std::to_string(summary->copyFraction).c_str()
                     : "",
                 summary ? quoteCsv(summary->target).c_str() : "",
                 quoteCsv(result.check).c_str(), quoteCsv(result.note).c_str());
  }
  for (const CompileLatency &latency : latencies) {
    struct {
      const char *name;
      double ms;
    } kinds[] = {{"cold", latency.coldMs},
                 {latency.diskHit ? "disk cache" : "disk cache (miss)", latency.diskCachedMs},
                 {"memory cache", latency.memoryCachedMs}};
    for (const auto &kind : kinds)
      std::fprintf(file, "compile,%s,0,%s,tilec,1,%.4f,%.4f,1,0,ms,,,,%s,\n",
                   quoteCsv(latency.kernel).c_str(), kind.name, kind.ms, kind.ms,
                   quoteCsv(latency.error).c_str());
  }
  return std::fclose(file) == 0;
}

} // namespace tilec::bench
