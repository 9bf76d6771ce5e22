//===- MiscRuntime.cpp - runtime helpers of the Misc and Shape families ---===//
//
// What compiled code cannot do inline for print_tko, assert and assume, and the checked-mode
// errors of extract and offset: formatting text into the block's output (BlockState::output)
// and building error messages, exactly as the interpreter does (lib/Interpreter/ExecMisc.cpp,
// ExecControlFlow.cpp executeAssert, ExecShape.cpp; print_tko's and the elements' text through
// the shared tilec/Runtime/PrintFormat.h, assume's checks through tilec/Runtime/AssumeChecks.h).
//
// The runtime does not know MLIR types, so the lowering (MiscToCPU.cpp) describes each tile
// operand by a constant array of int64: {class, parameter, rank, dims...} where class 0 is an
// integer of `parameter` bits (i1, i4, i8 ... i64), 1 a pointer whose pointee takes `parameter`
// bits of memory, 2 a float of numeric::FloatFormat `parameter`. The tile itself is the address
// of its storage (dense, row-major, getStorageBytes of the lowering per element; a sub-byte
// element in the low bits of its byte).
//
// Helpers that fail build their message in a thread-local string and call tilec_rt_fail from a
// frame without other owning locals: the longjmp skips destructors.
//
//===----------------------------------------------------------------------===//
#include "tilec/Runtime/AssumeChecks.h"
#include "tilec/Runtime/CpuAbi.h"
#include "tilec/Runtime/CpuLaunch.h"
#include "tilec/Runtime/PrintFormat.h"
#include "tilec/Runtime/RuntimeSymbols.h"

#include "tilec/Numeric/FloatFormats.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>

using tilec::runtime::BlockContext;
using tilec::runtime::BlockState;

namespace tilec::runtime {

namespace {

//===----------------------------------------------------------------------===//
// Tiles as the lowering describes them
//===----------------------------------------------------------------------===//

enum class ElementClass : int64_t { Integer = 0, Pointer = 1, Float = 2 };

ElementKind getElementKind(const int64_t *descriptor) {
  switch (ElementClass(descriptor[0])) {
  case ElementClass::Integer:
    return ElementKind::getInteger(unsigned(descriptor[1]));
  case ElementClass::Pointer:
    return ElementKind::getPointer();
  case ElementClass::Float:
    return ElementKind::getFloat(numeric::FloatFormat(descriptor[1]));
  }
  llvm_unreachable("not an element class");
}

struct Tile {
  Tile(const void *data, const int64_t *descriptor)
      : data(data), kind(getElementKind(descriptor)),
        pointeeBits(ElementClass(descriptor[0]) == ElementClass::Pointer ? descriptor[1] : 0),
        shape(descriptor + 3, size_t(descriptor[2])) {}

  /// Ints of the descriptor this tile was read from.
  size_t getDescriptorSize() const { return 3 + shape.size(); }
  int64_t getRank() const { return int64_t(shape.size()); }
  int64_t getNumElements() const {
    int64_t count = 1;
    for (int64_t extent : shape)
      count *= extent;
    return count;
  }
  /// The tile as the shared formatting reads it: a byte per sub-byte element, bits / 8 else.
  PrintOperand getPrintOperand() const {
    unsigned bits = kind.getIntegerWidth();
    return {kind, shape, data, bits < 8 ? 1 : bits / 8};
  }
  llvm::SmallVector<int64_t> delinearize(int64_t linear) const {
    llvm::SmallVector<int64_t> index(shape.size());
    for (int64_t dim = getRank() - 1; dim >= 0; --dim) {
      index[dim] = linear % shape[dim];
      linear /= shape[dim];
    }
    return index;
  }

  const void *data;
  ElementKind kind;
  /// Bits of memory one pointee takes, for pointer tiles; 0 otherwise.
  int64_t pointeeBits;
  llvm::ArrayRef<int64_t> shape;
};

/// Where a failing helper keeps its message while tilec_rt_fail copies it.
std::string &getFailureMessage() {
  thread_local std::string message;
  return message;
}

BlockState &getBlockState(BlockContext *context) {
  return *static_cast<BlockState *>(context->blockState);
}

//===----------------------------------------------------------------------===//
// print_tko (PrintFormat.cpp)
//===----------------------------------------------------------------------===//

/// Appends the expansion of `format` to `destination`; false (with `error` set) on failure, in
/// which case nothing is appended.
bool appendPrint(llvm::StringRef format, const uint64_t *addresses, const int64_t *descriptors,
                 std::string &destination, std::string &error) {
  const int64_t *descriptor = descriptors;
  llvm::Expected<std::string> text = runtime::formatPrint(format, [&] {
    Tile tile(reinterpret_cast<const void *>(*addresses++), descriptor);
    descriptor += tile.getDescriptorSize();
    return tile.getPrintOperand();
  });
  if (!text) {
    error = "print_tko: " + llvm::toString(text.takeError());
    return false;
  }
  destination += *text;
  return true;
}

//===----------------------------------------------------------------------===//
// assume (ExecMisc.cpp)
//===----------------------------------------------------------------------===//

/// The predicate descriptor (MiscToCPU.cpp): {0, divisor, every, along} for div_by (every 1
/// and along 0 when absent), {1, n, sizes...} for same_elements, {2, hasLower, lower,
/// hasUpper, upper} for bounded.
enum class PredicateKind : int64_t { DivBy = 0, SameElements = 1, Bounded = 2 };

/// A {present, value} pair of the bounded descriptor.
std::optional<int64_t> readBound(const int64_t *bound) {
  return bound[0] != 0 ? std::optional<int64_t>(bound[1]) : std::nullopt;
}

/// The message of a violated predicate, or false when it holds.
bool findAssumeViolation(const void *data, const int64_t *descriptor, const int64_t *predicate,
                         const char *predicateText, std::string &message) {
  Tile tile(data, descriptor);
  PrintOperand elements = tile.getPrintOperand();
  std::optional<std::string> violation;
  switch (PredicateKind(predicate[0])) {
  case PredicateKind::DivBy:
    violation = checkDivBy(elements, unsigned(tile.pointeeBits), predicate[1], predicate[2],
                           predicate[3]);
    break;
  case PredicateKind::SameElements:
    violation =
        checkSameElements(elements, llvm::ArrayRef<int64_t>(predicate + 2, size_t(predicate[1])));
    break;
  case PredicateKind::Bounded:
    violation = checkBounded(elements, readBound(predicate + 1), readBound(predicate + 3));
    break;
  }
  if (!violation)
    return false;
  message = formatAssumeFailure(predicateText, *violation);
  return true;
}

/// The message of a tensor_view whose base address breaks div_by, or false when it holds.
bool findViewAssumeViolation(uint64_t base, int64_t divisor, const char *predicateText,
                             std::string &message) {
  std::optional<std::string> violation = checkBaseDivBy(base, divisor);
  if (!violation)
    return false;
  message = formatAssumeFailure(predicateText, *violation);
  return true;
}

//===----------------------------------------------------------------------===//
// assert (ExecControlFlow.cpp)
//===----------------------------------------------------------------------===//

void reportAssertFailures(BlockContext *context, const uint8_t *condition,
                          const int64_t *descriptor, const char *where, const char *message) {
  Tile tile(condition, descriptor);
  BlockState &block = getBlockState(context);
  llvm::raw_string_ostream output(block.output);
  for (int64_t linear = 0; linear < tile.getNumElements(); ++linear) {
    if (condition[linear] != 0)
      continue;
    output << where << "assert failed at " << formatIndex(tile.delinearize(linear))
           << " in tile block (" << context->blockId[0] << ", " << context->blockId[1] << ", "
           << context->blockId[2] << "): " << message << "\n";
    block.assertFailed = true;
  }
}

//===----------------------------------------------------------------------===//
// offset (ExecShape.cpp)
//===----------------------------------------------------------------------===//

void describeOddOffset(int64_t elements, int64_t linear, const int64_t *shape, int64_t rank,
                       std::string &message) {
  llvm::SmallVector<int64_t> index(rank);
  for (int64_t dim = rank - 1; dim >= 0; --dim) {
    index[dim] = linear % shape[dim];
    linear /= shape[dim];
  }
  message = ("offset: odd element offset " + llvm::Twine(elements) +
             " into packed f4E2M1FN memory at element " + formatIndex(index) +
             " does not address a byte")
                .str();
}

} // namespace

} // namespace tilec::runtime

using namespace tilec::runtime;

extern "C" {

/// print_tko: appends the expansion of `format` with the tile operands (`addresses[i]`,
/// described by consecutive descriptors) to the block's output.
void tilec_rt_print(BlockContext *context, int32_t location, const char *format,
                    const uint64_t *addresses, const int64_t *descriptors) {
  if (!appendPrint(format, addresses, descriptors, getBlockState(context).output,
                   getFailureMessage()))
    tilec_rt_fail(context, location, getFailureMessage().c_str());
}

/// assert: one line per false byte of `condition`; the block's launch fails at its end.
void tilec_rt_assert_failed(BlockContext *context, const uint8_t *condition,
                            const int64_t *descriptor, const char *where, const char *message) {
  reportAssertFailures(context, condition, descriptor, where, message);
}

/// assume on a tile: checked mode reports the first element that breaks the predicate.
void tilec_rt_assume(BlockContext *context, int32_t location, const void *data,
                     const int64_t *descriptor, const int64_t *predicate,
                     const char *predicateText) {
  if (!context->launch->checked)
    return;
  if (findAssumeViolation(data, descriptor, predicate, predicateText, getFailureMessage()))
    tilec_rt_fail(context, location, getFailureMessage().c_str());
}

/// assume div_by on a tensor_view: its base address must be divisible.
void tilec_rt_assume_view(BlockContext *context, int32_t location, uint64_t base,
                          int64_t divisor, const char *predicateText) {
  if (!context->launch->checked)
    return;
  if (findViewAssumeViolation(base, divisor, predicateText, getFailureMessage()))
    tilec_rt_fail(context, location, getFailureMessage().c_str());
}

/// extract: index `slice` of dimension `dim` is past the last of `slices` slices. Returns in
/// unchecked mode (the code takes slice % slices).
void tilec_rt_extract_out_of_range(BlockContext *context, int32_t location, int64_t slice,
                                   int64_t dim, int64_t slices, int64_t size) {
  if (!context->launch->checked)
    return;
  getFailureMessage() = ("extract: index " + llvm::Twine(slice) + " in dimension " +
                         llvm::Twine(dim) + " selects a slice that does not exist (" +
                         llvm::Twine(slices) + " slices of size " + llvm::Twine(size) + ")")
                            .str();
  tilec_rt_fail(context, location, getFailureMessage().c_str());
}

/// insert (13.4): index `subtile` of dimension `dim` is past the last of `subtiles` subtiles.
/// Returns in unchecked mode (the code takes subtile % subtiles).
void tilec_rt_insert_out_of_range(BlockContext *context, int32_t location, int64_t subtile,
                                  int64_t dim, int64_t subtiles, int64_t size) {
  if (!context->launch->checked)
    return;
  getFailureMessage() = ("insert: index " + llvm::Twine(static_cast<uint64_t>(subtile)) +
                         " in dimension " + llvm::Twine(dim) +
                         " selects a subtile that does not exist (" + llvm::Twine(subtiles) +
                         " subtiles of size " + llvm::Twine(size) + ")")
                            .str();
  tilec_rt_fail(context, location, getFailureMessage().c_str());
}

/// offset: an odd element offset into f4E2M1FN memory, at element `linear` of a tile of the
/// given shape. Returns in unchecked mode (the code rounds down to whole bytes).
void tilec_rt_offset_odd_f4(BlockContext *context, int32_t location, int64_t elements,
                            int64_t linear, const int64_t *shape, int64_t rank) {
  if (!context->launch->checked)
    return;
  describeOddOffset(elements, linear, shape, rank, getFailureMessage());
  tilec_rt_fail(context, location, getFailureMessage().c_str());
}

} // extern "C"

namespace tilec::runtime {

void appendMiscRuntimeSymbols(RuntimeSymbolList &symbols) {
  symbols.push_back({"tilec_rt_print", reinterpret_cast<void *>(&tilec_rt_print)});
  symbols.push_back({"tilec_rt_assert_failed", reinterpret_cast<void *>(&tilec_rt_assert_failed)});
  symbols.push_back({"tilec_rt_assume", reinterpret_cast<void *>(&tilec_rt_assume)});
  symbols.push_back({"tilec_rt_assume_view", reinterpret_cast<void *>(&tilec_rt_assume_view)});
  symbols.push_back({"tilec_rt_extract_out_of_range",
                     reinterpret_cast<void *>(&tilec_rt_extract_out_of_range)});
  symbols.push_back({"tilec_rt_insert_out_of_range",
                     reinterpret_cast<void *>(&tilec_rt_insert_out_of_range)});
  symbols.push_back(
      {"tilec_rt_offset_odd_f4", reinterpret_cast<void *>(&tilec_rt_offset_odd_f4)});
}

} // namespace tilec::runtime
