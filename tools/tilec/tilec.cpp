//===- tilec.cpp - the tilec command-line driver --------------------------===//
//
// `tilec <command> ...` in the style of git and cargo: one binary, one subcommand per job.
//   run   execute a kernel of a Tile IR file in the reference interpreter
//
//===----------------------------------------------------------------------===//
#include "RunCommand.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/WithColor.h"

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  llvm::cl::ParseCommandLineOptions(
      argc, argv,
      "tilec: a toolchain for tile programs\n\n"
      "  tilec run FILE.mlir --entry NAME [--grid X[,Y[,Z]]] [--arg SPEC]... [--out NAME=FILE.npy]"
      " [--print]\n");
  if (tilec::tool::runCommand)
    return tilec::tool::executeRunCommand();
  llvm::WithColor::error(llvm::errs(), "tilec")
      << "no command given; try 'tilec run --help' or 'tilec --help'\n";
  return 1;
}
