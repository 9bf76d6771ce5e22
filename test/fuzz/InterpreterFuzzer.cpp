//===- InterpreterFuzzer.cpp - libFuzzer target for the reference interpreter ----===//
//
// Parses arbitrary bytes as Tile IR, verifies them, and runs every entry and testing$func of
// whatever verified in the reference interpreter, in checked and in unchecked mode, with
// arguments made up from the parameter types. A kernel may fail with a checked error; any crash,
// hang, out-of-memory or sanitizer report is a bug: the interpreter must answer every verified
// program with a result or a precise error.
//
// Every kernel the unchecked interpreter runs to its end (not stopped by the operation limit)
// is then compiled for the CPU and run on the same arguments, one tile block after the other as
// the interpreter does, and its buffers must equal the interpreter's (NaNs of any payload
// agree): compiled code gives the unchecked interpreter's value for undefined behaviour, and a
// crash, a hang or a difference aborts. Built without libFuzzer (tilec-fuzz-replay), the same
// code replays the corpus in every build.
//
// Byte-level mutations rarely keep Tile IR parseable, so the custom mutator also makes edits that
// usually do: a number becomes an edge value (0, -1, 2^k, INT_MIN, ...), or a word becomes
// another of its kind (an element type everywhere it occurs, an op, a rounding mode, ...).
//
//===----------------------------------------------------------------------===//
#include "tilec/Compiler/CompiledRun.h"
#include "tilec/Dialect/CudaTile/CudaTileDialect.h"
#include "tilec/Dialect/CudaTile/CudaTileFloatOps.h"
#include "tilec/Dialect/CudaTile/CudaTileIntegerOps.h"
#include "tilec/Dialect/CudaTile/CudaTileMemoryOps.h"
#include "tilec/Dialect/CudaTile/CudaTileModuleOps.h"
#include "tilec/Dialect/CudaTile/CudaTileTypes.h"
#include "tilec/Interpreter/ElementCodec.h"
#include "tilec/Interpreter/Interpreter.h"
#include "tilec/Interpreter/KernelArguments.h"
#include "tilec/Interpreter/SourceProgram.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

using namespace mlir;
using namespace tilec;
using namespace tilec::interp;

namespace {

/// Bounds every run: a loop that never ends is valid Tile IR. Each operation's work grows with
/// its tiles (up to 2^24 elements), so kernels with large tiles get fewer operations: about
/// kElementBudget element steps per run keep most inputs well under a second, and even the
/// largest tiles get kMinOperations, enough for straight-line kernels.
constexpr uint64_t kOperationLimit = 100000;
constexpr uint64_t kMinOperations = 100;
constexpr uint64_t kElementBudget = uint64_t(1) << 24;

/// Scalar literals an argument may get; which one depends on the input, so that the corpus can
/// reach different paths (zero divisors, negative offsets, ...) without a second input format.
constexpr const char *kIntegerLiterals[] = {"1", "0", "3", "-1", "64", "7"};
constexpr const char *kFloatLiterals[] = {"1.5", "0", "-2", "nan", "inf", "1e-40"};

/// The argument spec for one parameter, or nothing when no host value fits it.
std::optional<std::string> makeArgument(Type type, uint64_t seed) {
  if (isa<cuda_tile::TokenType>(type))
    return std::string("token");
  auto tileType = dyn_cast<cuda_tile::TileType>(type);
  if (!tileType)
    return std::nullopt;
  Type elementType = tileType.getElementType();
  if (auto pointer = dyn_cast<cuda_tile::PointerType>(elementType)) {
    std::optional<runtime::ScalarKind> kind = getScalarKind(pointer.getPointeeType());
    if (!kind)
      return std::nullopt;
    return "rand:" + runtime::getScalarKindName(*kind).str() + ":64:" + std::to_string(seed % 1000);
  }
  if (tileType.getRank() == 0) {
    if (elementType.isInteger(1))
      return std::string(seed % 2 ? "true" : "false");
    if (isa<IntegerType>(elementType))
      return std::string(kIntegerLiterals[seed % std::size(kIntegerLiterals)]);
    return std::string(kFloatLiterals[seed % std::size(kFloatLiterals)]);
  }
  std::optional<runtime::ScalarKind> kind = getScalarKind(elementType);
  if (!kind)
    return std::nullopt;
  std::string spec = "rand:" + runtime::getScalarKindName(*kind).str() + ":";
  for (auto [index, extent] : llvm::enumerate(tileType.getShape()))
    spec += (index ? "x" : "") + std::to_string(extent);
  return spec + ":" + std::to_string(seed % 1000);
}

/// FNV-1a: stable across runs (llvm::hash_value is seeded per process), so that a crashing input
/// reproduces with the same arguments.
uint64_t hashBytes(llvm::StringRef bytes, uint64_t hash = 14695981039346656037ull) {
  for (unsigned char byte : bytes)
    hash = (hash ^ byte) * 1099511628211ull;
  return hash;
}

int64_t getNumElements(Type type) {
  auto tile = dyn_cast<cuda_tile::TileType>(type);
  return tile ? tile.getNumElements() : 1;
}

/// The most element steps one operation of `kernel` may take: its largest tile, M*N*K for a
/// matrix multiply, and for an alloca the bytes it fills (counted as 16 to a step).
uint64_t getLargestOperationCost(Operation *kernel) {
  uint64_t largest = 1;
  kernel->walk([&](Operation *op) {
    uint64_t cost = 1;
    for (Type type : llvm::concat<const Type>(op->getOperandTypes(), op->getResultTypes()))
      cost = std::max<uint64_t>(cost, getNumElements(type));
    if (isa<cuda_tile::MmaFOp, cuda_tile::MmaIOp>(op)) {
      auto rhs = cast<cuda_tile::TileType>(op->getOperand(1).getType());
      cost = getNumElements(op->getOperand(0).getType()) * rhs.getShape().back();
    }
    if (auto alloca = dyn_cast<cuda_tile::AllocaOp>(op)) {
      // Verified: 0 <= N and a positive alignment; the interpreter refuses more than 1 GiB.
      uint64_t bytes = std::min<uint64_t>(alloca.getNumElemAttr().getInt(), uint64_t(1) << 30) * 8;
      uint64_t alignment =
          std::min<uint64_t>(alloca.getAlignmentAttr().getInt(), uint64_t(1) << 30);
      cost = std::max(cost, (bytes + alignment) / 16);
    }
    largest = std::max(largest, cost);
  });
  return largest;
}

/// The specs of made-up arguments for `kernel`, or nothing when a parameter has no host value.
std::optional<llvm::SmallVector<std::string>> makeArguments(llvm::ArrayRef<KernelParameter> parameters,
                                                            uint64_t seed) {
  llvm::SmallVector<std::string> specs;
  for (auto [index, parameter] : llvm::enumerate(parameters)) {
    std::optional<std::string> spec =
        makeArgument(parameter.type, hashBytes(std::to_string(index), seed));
    if (!spec)
      return std::nullopt;
    specs.push_back(*spec);
  }
  return specs;
}

bool encodingsAgree(Type elementType, uint64_t a, uint64_t b) {
  if (a == b)
    return true;
  return getFloatFormat(elementType) && std::isnan(decodeFloat(a, elementType)) &&
         std::isnan(decodeFloat(b, elementType));
}

/// Runs `kernel` compiled on the arguments the interpreter had and compares the buffers with
/// the interpreter's (`reference`) after its unchecked run; aborts on a difference.
void compareCompiled(const SourceProgram &program, Operation *kernel,
                     llvm::ArrayRef<std::string> specs, const KernelArguments &reference) {
  Interpreter binder(kernel->getParentOfType<cuda_tile::TileModuleOp>());
  llvm::SmallVector<KernelParameter> parameters = program.getParameters(kernel);
  auto arguments = KernelArguments::bind(binder, parameters, specs);
  if (!arguments) {
    llvm::consumeError(arguments.takeError());
    return;
  }
  CompiledRunOptions options;
  options.grid = {2, 1, 1};
  options.threads = 1;
  options.checked = false;
  options.output = &llvm::nulls();
  CompiledRunTiming timing;
  if (failed(runCompiled(kernel, parameters, **arguments, options, timing)))
    return; // a compile error or an access outside every buffer, reported as an error
  for (auto [compiled, expected] :
       llvm::zip_equal((*arguments)->getBuffers(), reference.getBuffers()))
    for (int64_t i = 0; i < compiled->data.getNumElements(); ++i)
      if (!encodingsAgree(compiled->elementType, compiled->data.getBits(i),
                          expected->data.getBits(i))) {
        llvm::errs() << "compiled code differs from the interpreter in buffer %"
                     << parameters[compiled->parameter].name << " element " << i << " of "
                     << SourceProgram::getKernelName(kernel) << "\n";
        abort();
      }
}

void runKernel(const SourceProgram &program, Operation *kernel, uint64_t seed, bool checked) {
  Interpreter interpreter(kernel->getParentOfType<cuda_tile::TileModuleOp>());
  llvm::SmallVector<KernelParameter> parameters = program.getParameters(kernel);
  std::optional<llvm::SmallVector<std::string>> specs = makeArguments(parameters, seed);
  if (!specs)
    return;
  auto arguments = KernelArguments::bind(interpreter, parameters, *specs);
  if (!arguments) {
    llvm::consumeError(arguments.takeError());
    return;
  }
  LaunchOptions options;
  options.grid = {2, 1, 1};
  options.output = &llvm::nulls();
  options.checked = checked;
  // Unchecked runs are compared with compiled code, which folds float sums in partial sums by
  // default; checked runs keep the reference order, so the fuzzer exercises both.
  options.reduceOrder = checked ? ReduceOrder::Sequential : ReduceOrder::PartialSums;
  options.operationLimit = std::clamp<uint64_t>(kElementBudget / getLargestOperationCost(kernel),
                                                kMinOperations, kOperationLimit);
  bool limitReached = false;
  ScopedDiagnosticHandler limitWatch(kernel->getContext(), [&](Diagnostic &diagnostic) {
    limitReached |= llvm::StringRef(diagnostic.str()).contains("operation limit");
    return success();
  });
  if (isa<cuda_tile::TestingFuncOp>(kernel))
    (void)interpreter.call(kernel, (*arguments)->getValues(), options);
  else
    (void)interpreter.launch(kernel, (*arguments)->getValues(), options);
  // The compiled kernel has no operation limit: only kernels the interpreter finished run.
  if (!checked && !limitReached)
    compareCompiled(program, kernel, *specs, **arguments);
}

//===----------------------------------------------------------------------===//
// Mutations that keep the syntax
//===----------------------------------------------------------------------===//

// clang-format off
constexpr const char *kEdgeNumbers[] = {
    "0", "1", "-1", "2", "3", "7", "8", "16", "31", "32", "63", "64", "127", "128", "-128", "255",
    "256", "4096", "32767", "-32768", "65535", "65536", "16777216", "2147483647", "-2147483648",
    "4294967295", "4294967296", "9223372036854775807", "-9223372036854775808", "1.0e38", "-0.0",
    "65504.0", "448.0", "1.0e-40", "0.5"};
// clang-format on

/// Words that can stand for one another; swapping two of one group often still verifies.
constexpr const char *kWordGroups[][14] = {
    {"i1", "i8", "i16", "i32", "i64"},
    {"f16", "bf16", "f32", "f64", "tf32", "f8E4M3FN", "f8E5M2", "f8E8M0FNU", "f4E2M1FN"},
    {"addi", "subi", "muli", "divi", "remi", "maxi", "mini", "andi", "ori", "xori", "shli", "shri",
     "mulhii"},
    {"addf", "subf", "mulf", "divf", "maxf", "minf", "remf", "pow", "atan2"},
    {"exp", "exp2", "log", "log2", "sqrt", "rsqrt", "sin", "cos", "tan", "tanh", "sinh", "cosh",
     "ceil", "floor"},
    {"negi", "absi", "negf", "absf"},
    {"signed", "unsigned"},
    {"weak", "relaxed", "acquire", "release", "acq_rel"},
    {"tl_blk", "device", "sys"},
    {"positive_inf", "negative_inf", "zero", "nearest_even", "approx", "full"},
    {"zero", "neg_zero", "nan", "pos_inf", "neg_inf"},
    {"add", "and", "or", "xor", "max", "min", "umax", "umin", "xchg", "addf", "maxf", "minf"},
    {"equal", "not_equal", "less_than", "less_than_or_equal", "greater_than",
     "greater_than_or_equal"},
};

bool isWordCharacter(char c) { return llvm::isAlnum(c) || c == '_' || c == '$'; }

/// The [begin, end) ranges of the words of `text` equal to `word`.
std::vector<std::pair<size_t, size_t>> findWord(llvm::StringRef text, llvm::StringRef word) {
  std::vector<std::pair<size_t, size_t>> found;
  for (size_t begin = text.find(word); begin != llvm::StringRef::npos;
       begin = text.find(word, begin + 1)) {
    size_t end = begin + word.size();
    if ((begin == 0 || !isWordCharacter(text[begin - 1])) &&
        (end == text.size() || !isWordCharacter(text[end])))
      found.emplace_back(begin, end);
  }
  return found;
}

/// The [begin, end) ranges of the number literals of `text`: `-12`, `1.5e-3`, and the extents
/// of a shape (`4x8xf32`), but not the digits of names such as `i32` or `%c0`.
std::vector<std::pair<size_t, size_t>> findNumbers(llvm::StringRef text) {
  std::vector<std::pair<size_t, size_t>> found;
  auto isDigitAt = [&](size_t i) { return i < text.size() && llvm::isDigit(text[i]); };
  for (size_t begin = 0; begin < text.size(); ++begin) {
    bool afterExtent = begin >= 2 && text[begin - 1] == 'x' && llvm::isDigit(text[begin - 2]);
    bool afterWord = begin > 0 && (isWordCharacter(text[begin - 1]) || text[begin - 1] == '%' ||
                                   text[begin - 1] == '.');
    if (!isDigitAt(begin) || (afterWord && !afterExtent))
      continue;
    size_t end = begin;
    while (isDigitAt(end))
      ++end;
    if (end < text.size() && text[end] == '.' && isDigitAt(end + 1))
      for (++end; isDigitAt(end);)
        ++end;
    if (end < text.size() && text[end] == 'e') {
      size_t exponent =
          end + 1 + (end + 1 < text.size() && llvm::StringRef("+-").contains(text[end + 1]));
      if (isDigitAt(exponent))
        for (end = exponent; isDigitAt(end);)
          ++end;
    }
    found.emplace_back(begin > 0 && text[begin - 1] == '-' ? begin - 1 : begin, end);
    begin = end;
  }
  return found;
}

/// Replaces one number with an edge value.
bool mutateNumber(std::string &text, std::minstd_rand &random) {
  auto numbers = findNumbers(text);
  if (numbers.empty())
    return false;
  auto [begin, end] = numbers[random() % numbers.size()];
  text.replace(begin, end - begin, kEdgeNumbers[random() % std::size(kEdgeNumbers)]);
  return true;
}

/// Replaces every occurrence of one word of a group (so that types stay consistent) with
/// another word of that group.
bool mutateWord(std::string &text, std::minstd_rand &random) {
  std::vector<std::pair<llvm::ArrayRef<const char *>, llvm::StringRef>> present;
  for (const auto &group : kWordGroups) {
    // A group ends at its first unused (null) entry.
    llvm::ArrayRef<const char *> words(std::begin(group), llvm::find(group, nullptr));
    for (llvm::StringRef word : words)
      if (!findWord(text, word).empty())
        present.emplace_back(words, word);
  }
  if (present.empty())
    return false;
  auto [group, from] = present[random() % present.size()];
  llvm::StringRef to = group[random() % group.size()];
  if (from == to)
    return false;
  std::vector<std::pair<size_t, size_t>> occurrences = findWord(text, from);
  for (auto [begin, end] : llvm::reverse(occurrences))
    text.replace(begin, end - begin, to.str());
  return true;
}

/// MLIR's parser makes room for every result up to N when it sees a use `%x#N` before `%x` is
/// defined, so `%x#2147483647` ends it with "LLVM ERROR: out of memory" (mlir-opt alike). That
/// is upstream's to fix; such inputs are skipped here.
bool hasHugeResultNumber(llvm::StringRef text) {
  for (size_t hash = text.find('#'); hash != llvm::StringRef::npos; hash = text.find('#', hash + 1))
    if (text.drop_front(hash + 1).take_while(llvm::isDigit).size() > 6)
      return true;
  return false;
}

} // namespace

extern "C" size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t maxSize);

extern "C" size_t LLVMFuzzerCustomMutator(uint8_t *data, size_t size, size_t maxSize,
                                          unsigned int seed) {
  std::minstd_rand random(seed);
  std::string text(reinterpret_cast<const char *>(data), size);
  bool mutated = false;
  switch (random() % 4) {
  case 0:
    mutated = mutateNumber(text, random);
    break;
  case 1:
    mutated = mutateWord(text, random);
    break;
  }
  if (!mutated || text.size() > maxSize)
    return LLVMFuzzerMutate(data, size, maxSize);
  std::copy(text.begin(), text.end(), data);
  return text.size();
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static MLIRContext *context = [] {
    auto *ctx = new MLIRContext(MLIRContext::Threading::DISABLED);
    ctx->loadDialect<cuda_tile::CudaTileDialect>();
    // Parse errors and checked run-time errors are expected; keep them off the terminal, and do
    // not spend time printing the failing operation into each of them.
    ctx->printOpOnDiagnostic(false);
    ctx->getDiagEngine().registerHandler([](Diagnostic &) { return success(); });
    return ctx;
  }();

  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  if (hasHugeResultNumber(text))
    return 0;
  llvm::SourceMgr sourceMgr;
  sourceMgr.AddNewSourceBuffer(llvm::MemoryBuffer::getMemBufferCopy(text, "fuzz"), llvm::SMLoc());
  FailureOr<std::unique_ptr<SourceProgram>> program = SourceProgram::parse(sourceMgr, context);
  if (failed(program))
    return 0;
  uint64_t seed = hashBytes(text);
  for (Operation *kernel : (*program)->getKernels()) {
    runKernel(**program, kernel, seed, /*checked=*/true);
    runKernel(**program, kernel, seed, /*checked=*/false);
  }
  return 0;
}
