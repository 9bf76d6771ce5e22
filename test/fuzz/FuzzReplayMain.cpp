//===- FuzzReplayMain.cpp - run a fuzz target on files, without libFuzzer --===//
//
// `tilec-fuzz-replay PATH...` feeds every file (or every file of every directory) to
// LLVMFuzzerTestOneInput once, so that a corpus is a regression test in builds without
// libFuzzer. A crash or abort ends the run with a failure, naming the file being replayed.
//
//===----------------------------------------------------------------------===//
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/// libFuzzer's mutator, which the target's custom mutator calls; replays never mutate.
extern "C" size_t LLVMFuzzerMutate(uint8_t *data, size_t size, size_t maxSize) { return size; }

int main(int argc, char **argv) {
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    if (!llvm::sys::fs::is_directory(argv[i])) {
      files.push_back(argv[i]);
      continue;
    }
    std::error_code error;
    for (llvm::sys::fs::directory_iterator it(argv[i], error), end; it != end && !error;
         it.increment(error))
      files.push_back(it->path());
  }
  for (const std::string &file : files) {
    auto buffer = llvm::MemoryBuffer::getFile(file);
    if (!buffer) {
      llvm::errs() << "tilec-fuzz-replay: cannot read " << file << "\n";
      return 1;
    }
    llvm::errs() << "replaying " << file << "\n";
    LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>((*buffer)->getBufferStart()),
                           (*buffer)->getBufferSize());
  }
  llvm::errs() << "replayed " << files.size() << " inputs\n";
  return 0;
}
