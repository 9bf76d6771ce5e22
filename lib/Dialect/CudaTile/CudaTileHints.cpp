//===- CudaTileHints.cpp - checks of optimization hints on request --------===//
#include "tilec/Dialect/CudaTile/CudaTileHints.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <mutex>
#include <optional>
#include <string>

using namespace mlir;
using namespace tilec::cuda_tile;

HintDiagnosticOptions &tilec::cuda_tile::hintDiagnosticOptions() {
  static HintDiagnosticOptions options;
  return options;
}

namespace {

constexpr StringLiteral knownTargets[] = {"sm_80",  "sm_86",  "sm_87",  "sm_88",
                                          "sm_89",  "sm_90",  "sm_100", "sm_103",
                                          "sm_110", "sm_120", "sm_121", "default"};

/// An integer hint's value, or nothing for booleans (i1) and non-integers.
std::optional<int64_t> getIntegerHint(Attribute value) {
  auto integer = dyn_cast<IntegerAttr>(value);
  if (!integer || integer.getType().isInteger(1))
    return std::nullopt;
  return integer.getValue().getSExtValue();
}

/// Why `value` is not a valid value of hint `name`, or an empty string when it is. Names the op
/// does not take were already reported.
std::string checkHintValue(StringRef name, Attribute value) {
  std::string problem;
  llvm::raw_string_ostream os(problem);
  std::optional<int64_t> integer = getIntegerHint(value);
  if (name == "allow_tma") {
    if (integer)
      os << "must be true or false, got " << *integer;
    else if (!isa<IntegerAttr>(value))
      os << "must be true or false, got " << value;
    return problem;
  }
  if (!integer) {
    os << "must be an integer, got " << value;
    return problem;
  }
  auto powerOfTwoAtMost = [&](int64_t limit) {
    if (*integer < 1 || *integer > limit || !llvm::isPowerOf2_64(*integer))
      os << "must be a power of two no greater than " << limit << ", got " << *integer;
  };
  auto inRange = [&](int64_t low, int64_t high) {
    if (*integer < low || *integer > high)
      os << "must be in [" << low << ", " << high << "], got " << *integer;
  };
  if (name == "num_cta_in_cga")
    powerOfTwoAtMost(16);
  else if (name == "num_worker_warps_per_cta")
    powerOfTwoAtMost(32);
  else if (name == "occupancy")
    inRange(1, 32);
  else if (name == "latency")
    // The range NVIDIA's cuTile documents for its latency hint (1 low, 10 high DRAM traffic).
    inRange(1, 10);
  return problem;
}

/// Whether this warning was not reported before: the same IR is verified again after parsing,
/// after each pass and before printing, and a warning does not stop it as an error does.
bool isFirstWarning(Location loc, const Twine &message) {
  static std::mutex mutex;
  static llvm::StringSet<> reported;
  std::string key;
  llvm::raw_string_ostream os(key);
  os << loc << ": " << message;
  std::lock_guard<std::mutex> lock(mutex);
  return reported.insert(key).second;
}

} // namespace

LogicalResult tilec::cuda_tile::verifyHintSupport(Operation *op, OptimizationHintsAttr hints,
                                                  ArrayRef<StringRef> takenHints) {
  const HintDiagnosticOptions &options = hintDiagnosticOptions();
  if (!hints || (!options.warnUnsupported && !options.errorUnsupported))
    return success();
  bool reportedError = false;
  auto report = [&](const Twine &message) {
    if (options.errorUnsupported) {
      op->emitOpError(message);
      reportedError = true;
    } else if (isFirstWarning(op->getLoc(), message)) {
      // At the location only: Operation::emitWarning attaches the op, whose printing verifies
      // it again and so warns again, without end.
      mlir::emitWarning(op->getLoc()) << "'" << op->getName() << "' op " << message;
    }
  };
  std::string taken;
  llvm::raw_string_ostream takenList(taken);
  llvm::interleave(takenHints, takenList, ", ");

  for (NamedAttribute target : hints.getEntries()) {
    StringRef targetName = target.getName().getValue();
    if (!llvm::is_contained(knownTargets, targetName)) {
      std::string known;
      llvm::raw_string_ostream knownList(known);
      llvm::interleave(knownTargets, knownList, ", ");
      report("optimization hint target '" + targetName + "' is not supported: expected one of " +
             known);
      if (reportedError)
        return failure();
    }
    for (NamedAttribute hint : cast<DictionaryAttr>(target.getValue())) {
      StringRef name = hint.getName().getValue();
      if (!llvm::is_contained(takenHints, name))
        report("optimization hint '" + name + "' for '" + targetName +
               "' is not supported: this operation takes " + taken);
      else if (std::string problem = checkHintValue(name, hint.getValue()); !problem.empty())
        report("optimization hint '" + name + "' for '" + targetName + "' " + problem);
      if (reportedError)
        return failure();
    }
  }
  return success();
}
