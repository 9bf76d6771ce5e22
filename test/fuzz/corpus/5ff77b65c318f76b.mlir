// Integer and bitwise operations (tile-ir-ops.md §3.2, §3.3): custom syntax, default modifiers
// omitted when printing, and the generic form re-parsed.

cuda_tile.module @m {
  testing$func @overflow(%a: tile<4xi32>, %b: tile<4xi32>) -> tile<4xi32> {
    %0 = addi %a, %b : tile<4xi32>
    %1 = addi %a, %b overflow<none> : tile<4xi32>
    %2 = addi %a, %b overflow<no_signed_wrap> : tile<4xi32>
    %3 = subi %a, %b overflow<no_unsigned_wrap> : tile<4xi32>
    %4 = muli %a, %b overflow<no_wrap> : tile<4xi32>
    %5 = shli %a, %b overflow<no_unsigned_wrap> : tile<4xi32>
    %6 = subi %a, %b : tile<4xi32>
    %7 = muli %a, %b : tile<4xi32>
    %8 = shli %a, %b : tile<4xi32>
    %9 = negi %a : tile<4xi32>
    %10 = negi %a overflow<no_signed_wrap> : tile<4xi32>
    // NVIDIA's verifier accepts no_wrap on negi, although its unsigned half only holds for 0.
    %11 = negi %a overflow<no_wrap> : tile<4xi32>
    return %11 : tile<4xi32>
  }

  testing$func @signedness(%a: tile<2x8xi16>, %b: tile<2x8xi16>) -> tile<2x8xi16> {
    %0 = maxi %a, %b signed : tile<2x8xi16>
    %1 = mini %a, %b unsigned : tile<2x8xi16>
    %2 = remi %a, %b signed : tile<2x8xi16>
    %3 = shri %a, %b unsigned : tile<2x8xi16>
    %4 = shri %a, %b signed : tile<2x8xi16>
    return %4 : tile<2x8xi16>
  }

  // rounding<zero> is divi's default and is not printed.
  testing$func @divi(%a: tile<8xi64>, %b: tile<8xi64>) -> tile<8xi64> {
    %0 = divi %a, %b signed : tile<8xi64>
    %1 = divi %a, %b unsigned rounding<zero> : tile<8xi64>
    %2 = divi %a, %b signed rounding<negative_inf> : tile<8xi64>
    %3 = divi %a, %b signed rounding<positive_inf> : tile<8xi64>
    %4 = divi %a, %b unsigned rounding<positive_inf> : tile<8xi64>
    return %4 : tile<8xi64>
  }

  testing$func @plain(%a: tile<i8>, %b: tile<i8>) -> tile<i8> {
    %0 = mulhii %a, %b : tile<i8>
    %1 = absi %a : tile<i8>
    %2 = andi %a, %b : tile<i8>
    %3 = ori %a, %b : tile<i8>
    %4 = xori %a, %b : tile<i8>
    return %4 : tile<i8>
  }

  // i1 is an INT type: the bitwise operations are logical and/or/xor on it.
  testing$func @bool(%a: tile<16xi1>, %b: tile<16xi1>) -> tile<16xi1> {
    %0 = andi %a, %b : tile<16xi1>
    %1 = addi %a, %b : tile<16xi1>
    %2 = cmpi less_than %a, %b, signed : tile<16xi1> -> tile<16xi1>
    return %2 : tile<16xi1>
  }

  testing$func @cmpi(%a: tile<128xi32>, %b: tile<128xi32>) -> tile<128xi1> {
    %0 = cmpi equal %a, %b, signed : tile<128xi32> -> tile<128xi1>
    %1 = cmpi not_equal %a, %b, unsigned : tile<128xi32> -> tile<128xi1>
    %2 = cmpi less_than %a, %b, signed : tile<128xi32> -> tile<128xi1>
    %3 = cmpi less_than_or_equal %a, %b, unsigned : tile<128xi32> -> tile<128xi1>
    %4 = cmpi greater_than %a, %b, signed : tile<128xi32> -> tile<128xi1>
    %5 = cmpi greater_than_or_equal %a, %b, unsigned : tile<128xi32> -> tile<128xi1>
    return %5 : tile<128xi1>
  }

  testing$func @mmai(%a: tile<16x32xi8>, %b: tile<32x16xi8>, %c: tile<16x16xi32>) -> tile<16x16xi32> {
    %0 = mmai %a, %b, %c signed unsigned : tile<16x32xi8>, tile<32x16xi8>, tile<16x16xi32>
    %1 = mmai %a, %b, %0 unsigned signed : tile<16x32xi8>, tile<32x16xi8>, tile<16x16xi32>
    return %1 : tile<16x16xi32>
  }

  // A leading batch dimension on all three operands.
  testing$func @mmai_batched(%a: tile<2x8x64xi8>, %b: tile<2x64x4xi8>, %c: tile<2x8x4xi32>) -> tile<2x8x4xi32> {
    %0 = mmai %a, %b, %c signed signed : tile<2x8x64xi8>, tile<2x64x4xi8>, tile<2x8x4xi32>
    return %0 : tile<2x8x4xi32>
  }

  // Explicit prefixes on op names and types are accepted and dropped by the printer.
  entry @kernel(%n: tile<i32>) {
    %0 = cuda_tile.addi %n, %n overflow<no_wrap> : !cuda_tile.tile<i32>
    %1 = cuda_tile.divi %0, %n unsigned rounding<positive_inf> : !cuda_tile.tile<i32>
    %2 = cuda_tile.cmpi greater_than_or_equal %1, %n, signed : !cuda_tile.tile<i32> -> !cuda_tile.tile<i1>
    return
  }
}

// The generic form with default attributes left out (as other producers may write it).
cuda_tile.module @generic {
  testing$func @f(%a: !cuda_tile.tile<4xi64>) -> !cuda_tile.tile<4xi64> {
    %0 = "cuda_tile.addi"(%a, %a) : (!cuda_tile.tile<4xi64>, !cuda_tile.tile<4xi64>) -> !cuda_tile.tile<4xi64>
    %1 = "cuda_tile.negi"(%0) : (!cuda_tile.tile<4xi64>) -> !cuda_tile.tile<4xi64>
    %2 = "cuda_tile.divi"(%a, %a) <{signedness = #cuda_tile.signedness<signed>}> : (!cuda_tile.tile<4xi64>, !cuda_tile.tile<4xi64>) -> !cuda_tile.tile<4xi64>
    return %2 : tile<4xi64>
  }
}
