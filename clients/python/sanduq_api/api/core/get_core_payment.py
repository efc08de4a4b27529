from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_forbidden import ErrorFORBIDDEN
from ...models.error_merchantnotapproved import ErrorMERCHANTNOTAPPROVED
from ...models.error_merchantnotfound import ErrorMERCHANTNOTFOUND
from ...models.error_paymentnotfound import ErrorPAYMENTNOTFOUND
from ...models.error_ratelimitexceeded import ErrorRATELIMITEXCEEDED
from ...models.error_servererror import ErrorSERVERERROR
from ...models.error_serviceunavailable import ErrorSERVICEUNAVAILABLE
from ...models.get_core_payment_response_200 import GetCorePaymentResponse200
from typing import cast



def _get_kwargs(
    payment_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/payments/{payment_id}".format(payment_id=quote(str(payment_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorPAYMENTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | GetCorePaymentResponse200 | None:
    if response.status_code == 200:
        response_200 = GetCorePaymentResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        def _parse_response_403(data: object) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_403_type_0 = ErrorMERCHANTNOTFOUND.from_dict(data)



                return response_403_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_403_type_1 = ErrorMERCHANTNOTAPPROVED.from_dict(data)



                return response_403_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_403_type_2 = ErrorFORBIDDEN.from_dict(data)



            return response_403_type_2

        response_403 = _parse_response_403(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ErrorPAYMENTNOTFOUND.from_dict(response.json())



        return response_404

    if response.status_code == 429:
        response_429 = ErrorRATELIMITEXCEEDED.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = ErrorSERVERERROR.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = ErrorSERVICEUNAVAILABLE.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorPAYMENTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | GetCorePaymentResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    payment_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorPAYMENTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | GetCorePaymentResponse200]:
    """ Read a payment with its refunds (core status words)

     The gateway's payment record, its status as the core family names it: pending, authorized, captured,
    partially_refunded, refunded, voided, expired, failed.

    Args:
        payment_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorPAYMENTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | GetCorePaymentResponse200]
     """


    kwargs = _get_kwargs(
        payment_id=payment_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    payment_id: str,
    *,
    client: AuthenticatedClient,

) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorPAYMENTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | GetCorePaymentResponse200 | None:
    """ Read a payment with its refunds (core status words)

     The gateway's payment record, its status as the core family names it: pending, authorized, captured,
    partially_refunded, refunded, voided, expired, failed.

    Args:
        payment_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorPAYMENTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | GetCorePaymentResponse200
     """


    return sync_detailed(
        payment_id=payment_id,
client=client,

    ).parsed

async def asyncio_detailed(
    payment_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorPAYMENTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | GetCorePaymentResponse200]:
    """ Read a payment with its refunds (core status words)

     The gateway's payment record, its status as the core family names it: pending, authorized, captured,
    partially_refunded, refunded, voided, expired, failed.

    Args:
        payment_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorPAYMENTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | GetCorePaymentResponse200]
     """


    kwargs = _get_kwargs(
        payment_id=payment_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    payment_id: str,
    *,
    client: AuthenticatedClient,

) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorPAYMENTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | GetCorePaymentResponse200 | None:
    """ Read a payment with its refunds (core status words)

     The gateway's payment record, its status as the core family names it: pending, authorized, captured,
    partially_refunded, refunded, voided, expired, failed.

    Args:
        payment_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorMERCHANTNOTFOUND | ErrorPAYMENTNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | GetCorePaymentResponse200
     """


    return (await asyncio_detailed(
        payment_id=payment_id,
client=client,

    )).parsed
