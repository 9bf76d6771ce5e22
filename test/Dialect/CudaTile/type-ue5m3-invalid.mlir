// What the 13.4 UE5M3 type (fnv8E5M3FNU) may not do (tile-ir-13.4-13.5.md §2.1, §4.2, §4.7): no
// negative or out-of-range decimal literals, hex literals of 8 bits only, no arithmetic, no itof
// into it, ftof into it rounds to nearest even only, scales of f4E2M1FN inputs only, block size 16
// or 32, and the type needs --tile-ir-version 13.4 or newer.
// RUN: tilec-opt -split-input-file -verify-diagnostics %s
// RUN: not tilec-opt --tile-ir-version=13.3 %S/type-ue5m3.mlir 2>&1 | FileCheck %s --check-prefix=V133
// RUN: tilec-opt --tile-ir-version=13.3 %S/ops-float.mlir -o /dev/null

// V133-DAG: error: 'cuda_tile.global' op uses type 'fnv8E5M3FNU', which was introduced in Tile IR 13.4 and is not available in Tile IR 13.3 (--tile-ir-version=13.3)
// V133-DAG: error: 'cuda_tile.testing$func' op uses type 'fnv8E5M3FNU', which was introduced in Tile IR 13.4 and is not available in Tile IR 13.3 (--tile-ir-version=13.3)
// V133-DAG: error: 'cuda_tile.constant' op uses type 'fnv8E5M3FNU', which was introduced in Tile IR 13.4
// V133-DAG: error: 'cuda_tile.ftof' op uses type 'fnv8E5M3FNU', which was introduced in Tile IR 13.4

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{fnv8E5M3FNU literal must not be negative, got -1}}
    %c = constant <fnv8E5M3FNU: [1.0, -1.0]> : tile<2xfnv8E5M3FNU>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{fnv8E5M3FNU literal 114688.0000001 is out of range: the largest finite value is 114688}}
    %c = constant <fnv8E5M3FNU: 114688.0000001> : tile<2xfnv8E5M3FNU>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f() {
    // expected-error @below {{hexadecimal literal does not fit the 8 bits of fnv8E5M3FNU}}
    %c = constant <fnv8E5M3FNU: 0x100> : tile<2xfnv8E5M3FNU>
    return
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xfnv8E5M3FNU>) -> tile<4xfnv8E5M3FNU> {
    // expected-error @below {{'cuda_tile.addf' op operand #0 must be}}
    %s = addf %a, %a : tile<4xfnv8E5M3FNU>
    return %s : tile<4xfnv8E5M3FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi32>) -> tile<4xfnv8E5M3FNU> {
    // expected-error @below {{'cuda_tile.itof' op cannot convert integers to fnv8E5M3FNU}}
    %s = itof %a signed : tile<4xi32> -> tile<4xfnv8E5M3FNU>
    return %s : tile<4xfnv8E5M3FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xf32>) -> tile<4xfnv8E5M3FNU> {
    // expected-error @below {{'cuda_tile.ftof' op}}
    %s = ftof %a rounding<zero> : tile<4xf32> -> tile<4xfnv8E5M3FNU>
    return %s : tile<4xfnv8E5M3FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<4xi16>) -> tile<4xfnv8E5M3FNU> {
    // expected-error @below {{'cuda_tile.bitcast' op source and result element types must have the same bit width}}
    %s = bitcast %a : tile<4xi16> -> tile<4xfnv8E5M3FNU>
    return %s : tile<4xfnv8E5M3FNU>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xf8E4M3FN>, %b: tile<32x16xf8E4M3FN>, %c: tile<16x16xf32>,
                  %sa: tile<16x1xfnv8E5M3FNU>, %sb: tile<1x16xfnv8E5M3FNU>) -> tile<16x16xf32> {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op scale element type fnv8E5M3FNU is only allowed with f4E2M1FN inputs, got 'f8E4M3FN'}}
    %d = mmaf_scaled %a, %b, %c, %sa, %sb : tile<16x32xf8E4M3FN>, tile<32x16xf8E4M3FN>, tile<16x16xf32>, tile<16x1xfnv8E5M3FNU>, tile<1x16xfnv8E5M3FNU>
    return %d : tile<16x16xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x64xf4E2M1FN>, %b: tile<64x16xf4E2M1FN>, %c: tile<16x16xf32>,
                  %sa: tile<16x1xfnv8E5M3FNU>, %sb: tile<1x16xfnv8E5M3FNU>) -> tile<16x16xf32> {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op block size K / Ks = 64 / 1 = 64 must be 16 or 32 for 'f4E2M1FN' inputs with '!cuda_tile.fnv8E5M3FNU' scales}}
    %d = mmaf_scaled %a, %b, %c, %sa, %sb : tile<16x64xf4E2M1FN>, tile<64x16xf4E2M1FN>, tile<16x16xf32>, tile<16x1xfnv8E5M3FNU>, tile<1x16xfnv8E5M3FNU>
    return %d : tile<16x16xf32>
  }
}

// -----

cuda_tile.module @m {
  testing$func @f(%a: tile<16x32xf4E2M1FN>, %b: tile<32x16xf4E2M1FN>, %c: tile<16x16xf32>,
                  %sa: tile<16x1xfnv8E5M3FNU>, %sb: tile<1x16xf8E8M0FNU>) -> tile<16x16xf32> {
    // expected-error @below {{'cuda_tile.mmaf_scaled' op scales sa and sb must have the same element type}}
    %d = mmaf_scaled %a, %b, %c, %sa, %sb : tile<16x32xf4E2M1FN>, tile<32x16xf4E2M1FN>, tile<16x16xf32>, tile<16x1xfnv8E5M3FNU>, tile<1x16xf8E8M0FNU>
    return %d : tile<16x16xf32>
  }
}

// -----

// Generic-form literal storage must be what the element type asks for.
// expected-error @below {{'cuda_tile.constant' op value storage type 'tensor<2xi16, !cuda_tile.fnv8E5M3FNU>' is not the storage of a tile literal}}
%c = "cuda_tile.constant"() <{value = dense<[1, 2]> : tensor<2xi16, !cuda_tile.fnv8E5M3FNU>}> : () -> !cuda_tile.tile<2xfnv8E5M3FNU>
