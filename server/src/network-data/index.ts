export {
  ASN_PACKAGE,
  COUNTRY_PACKAGE,
  InvalidAddressError,
  type LoadReport,
  type NetworkData,
  type NetworkDataFiles,
  type NetworkInfo,
  type NetworkLookup,
  networkData,
  openNetworkData,
  packagedFiles,
  packagedSources,
} from './network-data.ts';
