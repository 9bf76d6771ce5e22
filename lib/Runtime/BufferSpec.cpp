//===- BufferSpec.cpp - kernel inputs named on the command line -----------===//
#include "tilec/Runtime/BufferSpec.h"

#include "tilec/Runtime/NpyFile.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringSwitch.h"

#include <random>

namespace tilec::runtime {

namespace {

enum class Generator { Rand, Zeros, Ones, Iota };

/// Seed of `rand:` when the spec gives none: runs are reproducible by default.
constexpr uint64_t kDefaultSeed = 42;

/// Generated buffers stop here (16 GiB of i32): beyond, a typo in a shape would exhaust the
/// host's memory instead of being reported.
constexpr int64_t kMaxElements = int64_t(1) << 32;

llvm::Error specError(llvm::StringRef spec, const llvm::Twine &message) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 "buffer '" + spec + "': " + message);
}

std::optional<Generator> parseGenerator(llvm::StringRef name) {
  return llvm::StringSwitch<std::optional<Generator>>(name)
      .Case("rand", Generator::Rand)
      .Case("zeros", Generator::Zeros)
      .Case("ones", Generator::Ones)
      .Case("iota", Generator::Iota)
      .Default(std::nullopt);
}

void fill(HostBuffer &buffer, Generator generator, uint64_t seed) {
  bool isFloat = getFloatFormat(buffer.getKind()).has_value();
  std::mt19937_64 engine(seed);
  std::uniform_real_distribution<double> realDist(-1.0, 1.0);
  std::uniform_int_distribution<int64_t> intDist(-16, 15);
  for (int64_t i = 0; i < buffer.getNumElements(); ++i) {
    switch (generator) {
    case Generator::Zeros:
      break;
    case Generator::Ones:
      buffer.setInt(i, 1);
      if (isFloat)
        buffer.setDouble(i, 1.0);
      break;
    case Generator::Iota:
      if (isFloat)
        buffer.setDouble(i, static_cast<double>(i));
      else
        buffer.setInt(i, i);
      break;
    case Generator::Rand:
      if (isFloat)
        buffer.setDouble(i, realDist(engine));
      else if (buffer.getKind() == ScalarKind::I1)
        buffer.setInt(i, engine() & 1);
      else
        buffer.setInt(i, intDist(engine));
      break;
    }
  }
}

} // namespace

bool isBufferSpec(llvm::StringRef spec) {
  return spec.ends_with(".npy") || parseGenerator(spec.split(':').first).has_value();
}

llvm::Expected<HostBuffer> createBufferFromSpec(llvm::StringRef spec,
                                                std::optional<ScalarKind> expected) {
  if (spec.ends_with(".npy"))
    return readNpy(spec, expected);

  llvm::SmallVector<llvm::StringRef> parts;
  spec.split(parts, ':');
  std::optional<Generator> generator = parts.empty() ? std::nullopt : parseGenerator(parts[0]);
  if (!generator)
    return specError(spec, "expected a .npy file or GEN:KIND:SHAPE with GEN one of rand, "
                           "zeros, ones, iota");
  size_t maxParts = *generator == Generator::Rand ? 4 : 3;
  if (parts.size() < 3 || parts.size() > maxParts)
    return specError(spec, "expected " + parts[0] + ":KIND:SHAPE" +
                               (*generator == Generator::Rand ? "[:SEED]" : ""));

  std::optional<ScalarKind> kind = parseScalarKind(parts[1]);
  if (!kind)
    return specError(spec, "unknown element type '" + parts[1] +
                               "' (expected i1, i8, i16, i32, i64, f16, bf16, tf32, f32, f64, "
                               "f8E4M3FN, f8E5M2, f8E8M0FNU or f4E2M1FN)");
  if (expected && *kind != *expected)
    return specError(spec, "element type " + parts[1] + " does not match the kernel's " +
                               getScalarKindName(*expected));

  llvm::SmallVector<int64_t> shape;
  llvm::SmallVector<llvm::StringRef> dims;
  parts[2].split(dims, 'x');
  int64_t count = 1;
  for (llvm::StringRef dim : dims) {
    int64_t extent;
    if (dim.getAsInteger(10, extent) || extent <= 0)
      return specError(spec, "shape '" + parts[2] +
                                 "' must be positive extents separated by 'x', e.g. 64x128");
    if (__builtin_mul_overflow(count, extent, &count) || count > kMaxElements)
      return specError(spec, "shape '" + parts[2] + "' has more than 2^32 elements");
    shape.push_back(extent);
  }

  uint64_t seed = kDefaultSeed;
  if (parts.size() == 4 && parts[3].getAsInteger(10, seed))
    return specError(spec, "seed '" + parts[3] + "' is not a non-negative integer");

  HostBuffer buffer(*kind, shape);
  fill(buffer, *generator, seed);
  return buffer;
}

} // namespace tilec::runtime
